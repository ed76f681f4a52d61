import { localizedHref } from '../../site/navbar-links';
import { resolveNavbar, resolveNavbarItem, type NavbarContext } from '../navbar';
import { siteConfig } from '../../site/site-config';
import type { DocPage, SidebarItem } from '../navigation';

const page = (id: string, route: string, title: string, draft = false): DocPage => ({
  id,
  sourcePath: `${id}.mdx`,
  route,
  title,
  description: '',
  tags: [],
  keywords: [],
  headings: [],
  sections: [],
  definitions: [],
  draft,
  sidebarPosition: 1,
  sidebarLabel: title,
  parentCategories: [],
});

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Aloitusopas', href: '/', docId: 'index', description: '' },
];

const ctx: NavbarContext = {
  docs: [page('index', '/', 'Aloitusopas'), page('perustoiminnot/osastot', '/perustoiminnot/osastot', 'Osastot')],
  draftIds: ['luonnos'],
  sidebars: { manual: sidebar, tyhja: [] },
  site: siteConfig,
};

describe('navbar items', () => {
  it('without a type, an item with sub-items is a dropdown and anything else a link', () => {
    expect(resolveNavbarItem({ label: 'x', items: [{ label: 'y', to: '/' }] }, ctx, 0)?.kind).toBe('dropdown');
    expect(resolveNavbarItem({ label: 'x', to: '/' }, ctx, 0)?.kind).toBe('link');
  });

  it('defaults the position to right', () => {
    const { left, right } = resolveNavbar([{ label: 'A', to: '/' }, { label: 'B', to: '/', position: 'left' }], ctx);
    expect(right.map((i) => i.kind === 'link' && i.label)).toEqual(['A']);
    expect(left).toHaveLength(1);
    // Each item knows its place in the list, where the browser finds its settings.
    expect([right[0].at, left[0].at]).toEqual([0, 1]);
  });

  it('links a doc by id, renders nothing for a draft, and fails for an unknown id', () => {
    expect(resolveNavbarItem({ type: 'doc', docId: 'perustoiminnot/osastot' }, ctx, 0)).toMatchObject({
      kind: 'link',
      href: '/perustoiminnot/osastot',
      label: 'Osastot',
    });
    expect(resolveNavbarItem({ type: 'doc', docId: 'luonnos' }, ctx, 0)).toBeNull();
    expect(() => resolveNavbarItem({ type: 'doc', docId: 'ei-ole' }, ctx, 0)).toThrow(/ei-ole.*\n- index, perustoiminnot\/osastot/);
  });

  it('fails for an unknown sidebar id with the available ids, and for an empty sidebar', () => {
    expect(() => resolveNavbarItem({ type: 'docSidebar', sidebarId: 'muu' }, ctx, 0)).toThrow(
      /Can't find any sidebar with id "muu".*\n- manual, tyhja/,
    );
    expect(() => resolveNavbarItem({ type: 'docSidebar', sidebarId: 'tyhja' }, ctx, 0)).toThrow(
      /doesn't have anything to be linked to/,
    );
    expect(resolveNavbarItem({ type: 'docSidebar', sidebarId: 'manual', label: 'Ohjeet' }, ctx, 0)).toMatchObject({
      href: '/',
      label: 'Ohjeet',
    });
  });

  it('resolves the remaining types', () => {
    expect(resolveNavbarItem({ type: 'search' }, ctx, 0)?.kind).toBe('search');
    expect(resolveNavbarItem({ type: 'html', value: '<b>x</b>' }, ctx, 0)).toMatchObject({ kind: 'html', value: '<b>x</b>' });
    expect(resolveNavbarItem({ type: 'localeDropdown' }, ctx, 0)).toMatchObject({ kind: 'localeDropdown', label: 'Suomi' });
    expect(resolveNavbarItem({ type: 'docsVersion' }, ctx, 0)).toMatchObject({ kind: 'link', href: '/' });
    expect(resolveNavbarItem({ type: 'docsVersionDropdown' }, ctx, 0)).toMatchObject({ kind: 'dropdown' });
    expect(resolveNavbarItem({ label: 'Ulkoinen', href: 'https://example.org' }, ctx, 0)).toMatchObject({ external: true });
  });

  it('the configured navbar resolves against a sidebar with content', () => {
    expect(() => resolveNavbar(siteConfig.themeConfig.navbar.items, { ...ctx, docs: [...ctx.docs, page('perustoiminnot/vuorojen-suunnittelu', '/perustoiminnot/vuorojen-suunnittelu', 'Vuorojen suunnittelu')] })).not.toThrow();
  });
});

describe('locale links', () => {
  it('keep the page, the query and the hash', () => {
    expect(localizedHref('/perustoiminnot/osastot', '?q=1', '#lainaus', 'en', 'fi', 'fi')).toBe(
      '/en/perustoiminnot/osastot?q=1#lainaus',
    );
    expect(localizedHref('/en/perustoiminnot/osastot', '', '#x', 'fi', 'en', 'fi')).toBe('/perustoiminnot/osastot#x');
    expect(localizedHref('/', '', '', 'en', 'fi', 'fi')).toBe('/en');
  });
});
