import { startsNavigation } from '../navigation-progress';

const current = new URL('http://localhost/manual/perustoiminnot/osastot');
const link = (href: string, attrs: Record<string, string> = {}) => ({
  href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name in attrs,
});
const click = (over: Partial<Parameters<typeof startsNavigation>[1]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: true,
  ...over,
});

describe('which clicks start a client navigation', () => {
  test('a plain click the router took over, to another page', () => {
    expect(startsNavigation(link('/manual/perustoiminnot/tehtavat'), click(), current)).toBe(true);
  });

  test('not a full page load, a new tab, a download, another site or the same page', () => {
    expect(startsNavigation(link('/manual/perustoiminnot/tehtavat'), click({ defaultPrevented: false }), current)).toBe(false);
    expect(startsNavigation(link('/manual/perustoiminnot/tehtavat'), click({ ctrlKey: true }), current)).toBe(false);
    expect(startsNavigation(link('/manual/perustoiminnot/tehtavat', { target: '_blank' }), click(), current)).toBe(false);
    expect(startsNavigation(link('/manual/x.csv', { download: '' }), click(), current)).toBe(false);
    expect(startsNavigation(link('https://example.com/'), click(), current)).toBe(false);
    expect(startsNavigation(link('/manual/perustoiminnot/osastot#lisaaminen'), click(), current)).toBe(false);
  });
});
