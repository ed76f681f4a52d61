import { nearestPages } from '../nearest';
import { searchSourceWithCorrections, type FieldSource } from '../search-core';
import type { SearchDocument, SearchOptions } from '../types';

const page = (id: number, route: string, pageTitle: string, anchor = ''): SearchDocument => ({
  id,
  title: pageTitle,
  content: '',
  keywords: [],
  sidebarParentCategories: [],
  sectionTitle: pageTitle,
  pageTitle,
  sectionRoute: `/manual${route}${anchor}`,
  type: 'docs',
});

const docs = [
  page(0, '/perustoiminnot/omat-toiveet', 'Omat toiveet'),
  page(1, '/perustoiminnot/omat-toiveet', 'Omat toiveet', '#toiveen-kulku'),
  page(2, '/raportointi/muut_raportit/vuorotoiveet', 'Vuorotoiveet'),
  page(3, '/raportointi/palkkaraportti', 'Palkkaraportti'),
];

describe('nearest pages when nothing is found', () => {
  test('titles that share most three-letter pieces with the query come first, each page once', () => {
    expect(nearestPages(docs, 'vuoronvaihtotoive', 512)).toEqual([
      { route: '/manual/raportointi/muut_raportit/vuorotoiveet', title: 'Vuorotoiveet' },
      { route: '/manual/perustoiminnot/omat-toiveet', title: 'Omat toiveet' },
    ]);
    expect(nearestPages(docs, 'palkkalaskelma', 512).map((p) => p.title)).toEqual(['Palkkaraportti']);
  });

  test('nothing alike gives nothing rather than a random page; the query is cut to the limit', () => {
    expect(nearestPages(docs, 'xyzzyplugh', 512)).toEqual([]);
    expect(nearestPages(docs, '', 512)).toEqual([]);
    expect(nearestPages(docs, `xyzzy ${'palkkaraportti'}`, 5)).toEqual([]);
  });

  test('a search that finds nothing carries them; one that finds something does not', () => {
    const options: SearchOptions = { boosts: { title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 }, maxResults: 8, maxQueryLength: 512 };
    const stems: Record<string, number[]> = { palkkaraport: [3] };
    const source: FieldSource = { exact: (field, stem) => (field === 'title' ? (stems[stem] ?? []) : []), vocabulary: (field) => (field === 'title' ? Object.keys(stems) : []) };
    const none = searchSourceWithCorrections(source, docs, 'vuoronvaihtotoive', options);
    expect(none.hits).toEqual([]);
    expect(none.nearest?.map((p) => p.title)).toEqual(['Vuorotoiveet', 'Omat toiveet']);
    const found = searchSourceWithCorrections(source, docs, 'palkkaraportti', options);
    expect(found.hits.map((h) => h.document.id)).toEqual([3]);
    expect(found.nearest).toBeUndefined();
  });
});
