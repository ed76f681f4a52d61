import {
  buildSidebar,
  duplicateRoutes,
  flattenSidebar,
  getBreadcrumbs,
  getCategoryIndex,
  getPrevNext,
  routeAliases,
  spellingAliases,
  toCategoryPages,
  sidebarCategoryLists,
  toClientSidebar,
  toDocPages,
  type CategorySource,
  type DocSource,
  type SidebarItem,
} from '../navigation';
import { join } from 'node:path';
import { docPagesOf, readContentTree } from '../content-model/read-content';
import type { ClientSidebarItem } from '../../site/sidebar';

const doc = (sourcePath: string, title: string, sidebarPosition: number, draft = false): DocSource => ({
  sourcePath,
  title,
  description: `${title} kuvaus`,
  sidebarPosition,
  tags: [],
  keywords: [],
  draft,
  headings: [],
  sections: [],
  definitions: [],
});

const categories: CategorySource[] = [
  { dir: 'raportointi', label: 'Raportointi', position: 3, slug: 'category/raportointi', description: 'R' },
  { dir: 'perustoiminnot', label: 'Perustoiminnot', position: 2, slug: 'category/perustoiminnot', description: 'P' },
  {
    dir: 'raportointi/muut_raportit',
    label: 'Muut raportit',
    position: 9,
    slug: 'category/muut-raportit',
    description: 'M',
  },
];

const sources = [
  doc('index.mdx', 'Aloitusopas', 1),
  doc('sahkopostikirjautuminen.mdx', 'Sähköpostikirjautuminen', 5),
  doc('perustoiminnot/osastot.mdx', 'Osastot', 2),
  doc('perustoiminnot/vuorojen-suunnittelu.mdx', 'Vuorojen suunnittelu', 1),
  doc('perustoiminnot/luonnos.mdx', 'Luonnos', 3, true),
  doc('raportointi/palkkaraportti.mdx', 'Palkkaraportti', 1),
  doc('raportointi/muut_raportit/vuosivapaat.mdx', 'Vuosivapaat', 1),
  doc('edistyneet_toiminnot/työsuhteiden_hallinta.mdx', 'Työsuhteiden hallinta', 1),
];

const docs = toDocPages(sources, categories);
const sidebar = buildSidebar(docs, toCategoryPages(categories));

describe('navigation tree', () => {
  it('orders by position, nests categories, lifts pages of folders without metadata, leaves drafts out', () => {
    expect(sidebar.map((i) => i.label)).toEqual([
      'Aloitusopas',
      'Työsuhteiden hallinta',
      'Perustoiminnot',
      'Raportointi',
      'Sähköpostikirjautuminen',
    ]);
    const perus = sidebar[2];
    expect(perus.type === 'category' && perus.items.map((i) => i.label)).toEqual(['Vuorojen suunnittelu', 'Osastot']);
    const raportointi = sidebar[3];
    expect(raportointi.type === 'category' && raportointi.items.map((i) => i.href)).toEqual([
      '/raportointi/palkkaraportti',
      '/category/muut-raportit',
    ]);
  });

  it('gives each doc its parent category labels, outermost first', () => {
    expect(docs.find((d) => d.id === 'raportointi/muut_raportit/vuosivapaat')?.parentCategories).toEqual([
      'Raportointi',
      'Muut raportit',
    ]);
  });

  it('walks previous/next in sidebar order, category index pages included', () => {
    expect(flattenSidebar(sidebar).map((e) => e.href)).toEqual([
      '/',
      '/edistyneet_toiminnot/työsuhteiden_hallinta',
      '/category/perustoiminnot',
      '/perustoiminnot/vuorojen-suunnittelu',
      '/perustoiminnot/osastot',
      '/category/raportointi',
      '/raportointi/palkkaraportti',
      '/category/muut-raportit',
      '/raportointi/muut_raportit/vuosivapaat',
      '/sahkopostikirjautuminen',
    ]);
    const { prev, next } = getPrevNext(sidebar, '/perustoiminnot/osastot');
    expect(prev?.label).toBe('Vuorojen suunnittelu');
    expect(next?.label).toBe('Raportointi');
    expect(getPrevNext(sidebar, '/').prev).toBeUndefined();
  });

  it('builds breadcrumbs through nested categories', () => {
    expect(getBreadcrumbs(sidebar, '/raportointi/muut_raportit/vuosivapaat').map((c) => c.label)).toEqual([
      'Raportointi',
      'Muut raportit',
      'Vuosivapaat',
    ]);
  });

  it('the category index helper refuses a path outside any category', () => {
    expect(getCategoryIndex(sidebar, '/category/muut-raportit').label).toBe('Muut raportit');
    expect(() => getCategoryIndex(sidebar, '/sahkopostikirjautuminen')).toThrow(/does not belong to any sidebar category/);
  });

  it('makes plain-spelling aliases for accented routes only', () => {
    expect([...routeAliases(docs)]).toEqual([
      ['/edistyneet_toiminnot/tyosuhteiden_hallinta', '/edistyneet_toiminnot/työsuhteiden_hallinta'],
    ]);
  });

  it('leads another spelling to its route unless the spelling is a route or another route’s alias already', () => {
    expect([
      ...spellingAliases([
        { route: '/tags/tyoaika', otherSpelling: '/tags/työaika' },
        { route: '/a', otherSpelling: '/b' },
        { route: '/b', otherSpelling: '/a' },
        { route: '/c', otherSpelling: '/tags/työaika' },
        { route: '/teho', otherSpelling: '/teho' },
      ]),
    ]).toEqual([['/tags/työaika', '/tags/tyoaika']]);
  });

  it('warns about two sources for one route', () => {
    expect(
      duplicateRoutes([
        { route: '/a', source: 'a.mdx' },
        { route: '/a', source: 'a/index.mdx' },
        { route: '/b', source: 'b.mdx' },
      ]),
    ).toEqual(['Duplicate route "/a" from a.mdx and a/index.mdx; the first one wins.']);
  });
});

describe('the sidebar sent to the browser', () => {
  it('keeps labels, links and nesting, and leaves descriptions and doc ids on the server', () => {
    const client = toClientSidebar([
      { type: 'link', label: 'Osastot', href: '/perustoiminnot/osastot', docId: 'perustoiminnot/osastot', description: 'Pitkä kuvaus.' },
      {
        type: 'category',
        label: 'Raportit',
        href: '/category/raportointi',
        description: 'Kuvaus.',
        folder: '/raportointi',
        items: [{ type: 'link', label: 'Palkkaraportti', href: '/raportointi/palkkaraportti', docId: 'x', description: 'y' }],
      },
    ]);
    expect(client).toEqual([
      ['Osastot', '/perustoiminnot/osastot'],
      ['Raportit', '/category/raportointi', [['Palkkaraportti', '/raportointi/palkkaraportti']]],
    ]);
    expect(JSON.stringify(client)).not.toMatch(/description|docId|Kuvaus/);
  });

  const page = (n: number): SidebarItem => ({ type: 'link', label: `Sivu ${n}`, href: `/sivu-${n}`, docId: `sivu-${n}`, description: '' });
  const category = (name: string, pages: number, items: SidebarItem[] = []): SidebarItem => ({
    type: 'category',
    label: name,
    href: `/category/${name}`,
    description: '',
    folder: `/${name}`,
    items: [...Array.from({ length: pages }, (_, i) => page(i)), ...items],
  });

  it('lists categories in full while they fit in the budget, and later ones by folder only', () => {
    const tree = [page(0), category('a', 3), category('b', 5), category('c', 1)];
    // 1 + 4 = 5 entries listed, 'b' (6) does not fit in the 5 left, 'c' (2) fits in the 4 left after it.
    expect(toClientSidebar(tree, 10)).toEqual([
      ['Sivu 0', '/sivu-0'],
      ['a', '/category/a', [['Sivu 0', '/sivu-0'], ['Sivu 1', '/sivu-1'], ['Sivu 2', '/sivu-2']]],
      ['b', '/category/b', '/b'],
      ['c', '/category/c', [['Sivu 0', '/sivu-0']]],
    ]);
    expect(toClientSidebar(tree, 100).every((item) => typeof item[2] !== 'string')).toBe(true);
  });

  it('writes a list for every category, nested ones too, each trimmed by the same rule', () => {
    const tree = [category('a', 1, [category('a/b', 2)]), category('c', 80)];
    const lists = sidebarCategoryLists(tree);
    expect(lists.map((l) => l.folder)).toEqual(['/a', '/a/b', '/c']);
    expect(lists[0].items).toEqual([['Sivu 0', '/sivu-0'], ['a/b', '/category/a/b', [['Sivu 0', '/sivu-0'], ['Sivu 1', '/sivu-1']]]]);
    expect(lists[2].items).toHaveLength(80);
  });

  it('keeps the real manual listed in full on every page', () => {
    const tree = readContentTree(join(process.cwd(), 'content'));
    const sidebar = buildSidebar(docPagesOf(tree), toCategoryPages(tree.categories));
    const byFolder = (items: ClientSidebarItem[]): string[] =>
      items.flatMap((item) => (typeof item[2] === 'string' ? [item[0]] : Array.isArray(item[2]) ? byFolder(item[2]) : []));
    expect(byFolder(toClientSidebar(sidebar))).toEqual([]);
  });
});
