import {
  asciiFold,
  blogListRoute,
  blogTagRoute,
  docsTagRoute,
  normalizeContentHref,
  normalizePathname,
  routeFromSourcePath,
  withBasePath,
} from '../routes';
import { pageTypeOf, sourcePattern } from '../page-types';

describe('routes from content paths', () => {
  it.each([
    ['index.mdx', '/'],
    ['sahkopostikirjautuminen.mdx', '/sahkopostikirjautuminen'],
    ['perustoiminnot/osastot.mdx', '/perustoiminnot/osastot'],
    ['raportointi/muut_raportit/vuosivapaat.mdx', '/raportointi/muut_raportit/vuosivapaat'],
    ['perustoiminnot/index.mdx', '/perustoiminnot'],
  ])('%s → %s', (source, route) => {
    expect(routeFromSourcePath(source)).toBe(route);
  });

  it('keeps Finnish letters and makes them NFC', () => {
    const nfd = 'edistyneet_toiminnot/töihinkutsujärjestelmä.mdx'.normalize('NFD');
    expect(routeFromSourcePath(nfd)).toBe('/edistyneet_toiminnot/töihinkutsujärjestelmä'.normalize('NFC'));
  });

  it('folds ä/ö/å for plain-spelling aliases', () => {
    expect(asciiFold('/edistyneet_toiminnot/työsuhteiden_hallinta')).toBe('/edistyneet_toiminnot/tyosuhteiden_hallinta');
    expect(asciiFold('Åland Ö')).toBe('Aland O');
  });
});

describe('pathname normalisation', () => {
  it.each([
    ['/manual/perustoiminnot/osastot.html', '/perustoiminnot/osastot'],
    ['/manual/perustoiminnot/osastot/index.html', '/perustoiminnot/osastot'],
    ['/manual/perustoiminnot/osastot/', '/perustoiminnot/osastot'],
    ['/manual/index.html', '/'],
    ['/manual/', '/'],
    ['/manual', '/'],
    ['/perustoiminnot/osastot', '/perustoiminnot/osastot'],
    ['/manual/edistyneet_toiminnot/t%C3%B6ihinkutsuj%C3%A4rjestelm%C3%A4', '/edistyneet_toiminnot/töihinkutsujärjestelmä'],
    ['/manual/%E0%A4%A', '/%E0%A4%A'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });

  it('normalises content links but keeps hash and query', () => {
    expect(normalizeContentHref('/perustoiminnot/osastot.html#lainaus')).toBe('/perustoiminnot/osastot#lainaus');
    expect(normalizeContentHref('/perustoiminnot/?a=1')).toBe('/perustoiminnot?a=1');
    expect(normalizeContentHref('https://example.org/x.html')).toBe('https://example.org/x.html');
  });

  it('adds the base path', () => {
    expect(withBasePath('/')).toBe('/manual/');
    expect(withBasePath('/a/b')).toBe('/manual/a/b');
  });
});

describe('blog and tag routes', () => {
  it('tells the blog’s posts from doc pages by their folder', () => {
    expect(pageTypeOf('blog/uusi-haku.mdx')).toBe('blog');
    expect(pageTypeOf('blog\\uusi-haku.mdx')).toBe('blog');
    expect(pageTypeOf('blogi/uusi-haku.mdx')).toBe('docs');
    expect(pageTypeOf('perustoiminnot/blog.mdx')).toBe('docs');
    expect(routeFromSourcePath('blog/uusi-haku.mdx')).toBe('/blog/uusi-haku');
  });

  it('gives contentlayer each kind’s files: the docs are every file outside the other kinds’ folders', () => {
    expect(sourcePattern('blog')).toBe('blog/**/*.mdx');
    expect(sourcePattern('docs')).toBe('{*.mdx,!(blog)/**/*.mdx}');
  });

  it('numbers the list pages from 2, page 1 being the blog itself', () => {
    expect([1, 2, 3].map(blogListRoute)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
  });

  it('puts the docs’ tags under /tags and the blog’s under /blog/tags', () => {
    expect(docsTagRoute('tyoaika')).toBe('/tags/tyoaika');
    expect(blogTagRoute('tyoaika')).toBe('/blog/tags/tyoaika');
  });
});
