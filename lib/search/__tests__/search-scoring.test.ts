import { INDEX_FIELDS, type IndexField } from '../index-options';
import {
  analyzeQuery,
  DEFAULT_RANKING,
  diversify,
  expandPrefix,
  matchTerm,
  namedPageOf,
  scoreMatches,
  searchSource,
  sortAndCap,
  type FieldSource,
  type TermMatches,
} from '../search-core';
import type { SearchDocument, SearchOptions } from '../types';

const options: SearchOptions = {
  boosts: { title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 },
  maxResults: 8,
  maxQueryLength: 512,
};

function doc(id: number, page = `/sivu-${id}`): SearchDocument {
  return {
    id,
    title: `Otsikko ${id}`,
    content: '',
    keywords: [],
    sidebarParentCategories: [],
    sectionTitle: `Otsikko ${id}`,
    pageTitle: `Sivu ${id}`,
    sectionRoute: `/manual${page}`,
    type: 'docs',
  };
}

// One term's hits: field → [id, mode] (1 = exact, 0.5 = prefix).
function term(name: string, fields: Partial<Record<IndexField, [number, number][]>>): TermMatches {
  return { term: name, fields: new Map(Object.entries(fields).map(([f, hits]) => [f as IndexField, new Map(hits)])) };
}

// A FieldSource over plain maps: field → stem → ids.
function source(index: Partial<Record<IndexField, Record<string, number[]>>>): FieldSource {
  return {
    exact: (field, stem) => index[field]?.[stem] ?? [],
    vocabulary: (field) => Object.keys(index[field] ?? {}).sort(),
  };
}

const noBonus = { ...DEFAULT_RANKING, pageBonus: 0 };
const pageOf = (route: string) => route.split('#')[0];

describe('search scoring', () => {
  test('coverage weighs a rare word more than a word found in most sections', () => {
    const docs = Array.from({ length: 200 }, (_, id) => doc(id));
    // Section 0 is about the rare word (its heading); section 1 mentions it among common words.
    const rare = term('alimiehitys', { titleParts: [[0, 1]], parts: [[0, 1], [1, 1]] });
    const common = term('näkyy', { content: Array.from({ length: 150 }, (_, i): [number, number] => [i + 1, 1]) });
    expect(scoreMatches(docs, [rare, common], options, noBonus)[0].document.id).toBe(0);
    expect(scoreMatches(docs, [rare, common], options, { ...noBonus, rareTermCoverage: false })[0].document.id).toBe(1);
  });

  test('boost order: a title hit beats a keywords hit beats a categories hit beats a content hit', () => {
    const docs = [doc(0), doc(1), doc(2), doc(3)];
    const hits = scoreMatches(docs, [term('loma', { content: [[0, 1]], sidebarParentCategories: [[1, 1]], keywords: [[2, 1]], title: [[3, 1]] })], options, noBonus);
    expect(hits.map((h) => h.document.id)).toEqual([3, 2, 1, 0]);
    expect(hits.map((h) => h.score)).toEqual([5, 3, 2, 1]);
  });

  test('the boosts come from the options', () => {
    const docs = [doc(0), doc(1)];
    const matches = [term('loma', { content: [[0, 1]], title: [[1, 1]] })];
    const contentFirst = { ...options, boosts: { ...options.boosts, title: 0.5, content: 4 } };
    expect(scoreMatches(docs, matches, contentFirst, noBonus).map((h) => h.document.id)).toEqual([0, 1]);
  });

  test('an exact hit ranks above a prefix hit in the same field', () => {
    const src = source({ title: { loma: [1], lomakalenter: [0] } });
    const hits = searchSource(src, [doc(0), doc(1)], 'loma', options, noBonus, (w) => w);
    expect(hits.map((h) => h.document.id)).toEqual([1, 0]);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
    expect(hits[1].score).toBe(5 * DEFAULT_RANKING.prefixWeight);
  });

  test('documents matching more distinct query terms come first (AND-ish)', () => {
    const docs = [doc(0), doc(1)];
    const matches = [term('loma', { title: [[0, 1]], content: [[1, 1]] }), term('kalenteri', { content: [[1, 1]] })];
    const hits = scoreMatches(docs, matches, options, noBonus);
    expect(hits.map((h) => h.document.id)).toEqual([1, 0]);
    expect(hits[0].terms).toEqual(['loma', 'kalenteri']);
    expect(hits[1].terms).toEqual(['loma']);
  });

  test('capped at maxResults, sorted by score (ties in document order)', () => {
    const docs = Array.from({ length: 20 }, (_, i) => doc(i));
    const hits = scoreMatches(docs, [term('x', { content: docs.map((d) => [d.id, 1] as [number, number]), title: [[15, 1], [7, 1]] })], options);
    expect(hits).toHaveLength(8);
    expect(hits[0].document.id).toBe(7);
    expect(hits[1].document.id).toBe(15);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
    expect(hits.slice(2).map((h) => h.document.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(scoreMatches(docs, [term('x', { content: [[1, 1]] })], { ...options, maxResults: 0 })).toEqual([]);
  });

  test('page bonus: a section of a page about the query beats a lone mention; keywords do not count for it', () => {
    const docs = [doc(0, '/a'), doc(1, '/b'), doc(2, '/b#x'), doc(3, '/b#y'), doc(4, '/c'), doc(5, '/c#x')];
    const matches = [term('loma', { content: [[0, 1], [1, 1], [2, 1], [3, 1]], keywords: [[4, 1], [5, 1]] })];
    const hits = scoreMatches(docs, matches, options, { ...DEFAULT_RANKING, maxSectionsPerPage: 0 });
    expect(hits.slice(0, 3).map((h) => h.document.id)).toEqual([4, 5, 1]);
    expect(hits[2].score).toBeGreaterThan(hits[5].score);
    expect(hits[5].document.id).toBe(0);
  });

  test('varied results: at most two sections of a page until every matching page has had its place, then the rest by score', () => {
    // Page /a has five sections that all beat the one section of /b, /c and /d.
    const docs = [
      ...Array.from({ length: 5 }, (_, i) => doc(i, `/a#s${i}`)),
      doc(5, '/b'),
      doc(6, '/c'),
      doc(7, '/d'),
      doc(8, '/e#x'),
      doc(9, '/e#y'),
    ];
    const matches = [term('loma', { title: [[0, 1], [1, 1], [2, 1], [3, 1], [4, 1]], content: [[5, 1], [6, 1], [7, 1], [8, 1], [9, 0.5]] })];
    const ids = scoreMatches(docs, matches, options, noBonus).map((h) => h.document.id);
    expect(ids).toEqual([0, 1, 5, 6, 7, 8, 9, 2]);
    // Grouped by page in the order of each page's best hit, /a still comes first with its best sections.
    const unlimited = scoreMatches(docs, matches, options, { ...noBonus, maxSectionsPerPage: 0 }).map((h) => h.document.id);
    expect(unlimited).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  test('with few matching pages the further sections of the best pages fill the list', () => {
    const docs = [doc(0, '/a'), doc(1, '/a#x'), doc(2, '/a#y'), doc(3, '/a#z'), doc(4, '/b'), doc(5, '/b#x'), doc(6, '/b#y')];
    const matches = [term('loma', { title: [[0, 1], [1, 1], [2, 1], [3, 1]], content: [[4, 1], [5, 1], [6, 1]] })];
    expect(scoreMatches(docs, matches, options, noBonus).map((h) => h.document.id)).toEqual([0, 1, 4, 5, 2, 3, 6]);
  });

  test('diversify keeps score order inside each pass and changes nothing when applied again', () => {
    const routes = ['/a', '/a#1', '/a#2', '/b', '/a#3', '/b#1', '/b#2', '/c'];
    const once = diversify(routes, pageOf, 2);
    expect(once).toEqual(['/a', '/a#1', '/b', '/b#1', '/c', '/a#2', '/a#3', '/b#2']);
    expect(diversify(once, pageOf, 2)).toEqual(once);
    expect(diversify(routes, pageOf, 0)).toEqual(routes);
  });

  test('diversify with a limit gives the first sections of the whole order', () => {
    const routes = ['/a', '/a#1', '/a#2', '/b', '/a#3', '/b#1', '/b#2', '/c'];
    for (let limit = 0; limit <= routes.length; limit++) {
      expect(diversify(routes, pageOf, 1, limit)).toEqual(diversify(routes, pageOf, 1).slice(0, limit));
      expect(diversify(routes, pageOf, 0, limit)).toEqual(routes.slice(0, limit));
    }
  });

  test('merging the hits of several indexes (sortAndCap) keeps the limit per page', () => {
    const mk = (id: number, page: string, score: number) => ({ document: doc(id, page), score, terms: ['x'] });
    const merged = sortAndCap([mk(0, '/a', 9), mk(1, '/a#x', 8), mk(2, '/a#y', 7), mk(3, '/b', 1), mk(4, '/c', 0.5)], 4);
    expect(merged.map((h) => h.document.id)).toEqual([0, 1, 3, 4]);
    expect(sortAndCap([mk(0, '/a', 9), mk(1, '/a#x', 8), mk(2, '/a#y', 7)], 8, 0).map((h) => h.document.id)).toEqual([0, 1, 2]);
  });

  test('a start page section ranks below the task page it sums up when both match equally well', () => {
    const docs = [doc(0, '/#tyontekijalle'), doc(1, '/perustoiminnot/omat-toiveet')];
    const equal = [term('toive', { content: [[0, 1], [1, 1]] })];
    expect(scoreMatches(docs, equal, options, noBonus).map((h) => h.document.id)).toEqual([1, 0]);
    expect(scoreMatches(docs, equal, options, { ...noBonus, pointerPages: {} }).map((h) => h.document.id)).toEqual([0, 1]);
  });

  test('a worked example ranks below a section that explains, unless the query asks for an example', () => {
    const example = { ...doc(0, '/perustoiminnot/vuorojen-suunnittelu#esimerkki-kallion-jakso'), sectionTitle: 'Esimerkki: Kallion myymälän jakso' };
    const docs = [example, doc(1, '/perustoiminnot/tyoaika-ja-julkaisusaannot#julkaisun-maaraajat')];
    const equal = [term('viikkoa', { content: [[0, 1], [1, 1]] })];
    expect(scoreMatches(docs, equal, options, noBonus).map((h) => h.document.id)).toEqual([1, 0]);
    expect(scoreMatches(docs, equal, options, { ...noBonus, exampleWeight: 1 }).map((h) => h.document.id)).toEqual([0, 1]);
    const asked = [...equal, term('esimerkki', { title: [[0, 1]], content: [[1, 1]] })];
    expect(scoreMatches(docs, asked, options, noBonus)[0].document.id).toBe(0);
    const askedFor = [term('viikkoa', { content: [[0, 1], [1, 1]] }), term('esimerkkiä', { content: [[0, 1], [1, 1]] })];
    expect(scoreMatches(docs, askedFor, options, noBonus).map((h) => h.document.id)).toEqual([0, 1]);
  });

  test("a question about a rule lifts a section that states a limit, though its page is not a rules page", () => {
    const docs = [doc(0, '/perustoiminnot/vuorojen-suunnittelu#toiveiden-keraaminen'), doc(1, '/perustoiminnot/omat-toiveet#toiveen-jattaminen')];
    const equal = [term('toivetta', { content: [[0, 1], [1, 1]] })];
    const limits = new Set([1]);
    expect(scoreMatches(docs, equal, options, noBonus, null, 'rule', limits).map((h) => h.document.id)).toEqual([1, 0]);
    expect(scoreMatches(docs, equal, options, { ...noBonus, limitWeight: 1 }, null, 'rule', limits).map((h) => h.document.id)).toEqual([0, 1]);
    // Only a question about a rule asks for a limit.
    expect(scoreMatches(docs, equal, options, noBonus, null, null, limits).map((h) => h.document.id)).toEqual([0, 1]);
  });

  test('a glossary definition ranks below the feature page when both match equally well', () => {
    const docs = [doc(0, '/sanasto#vahvuus'), doc(1, '/perustoiminnot/vahvuuslaskenta')];
    const equal = [term('vajaus', { content: [[0, 1], [1, 1]] })];
    expect(scoreMatches(docs, equal, options, noBonus).map((h) => h.document.id)).toEqual([1, 0]);
    expect(scoreMatches(docs, equal, options, { ...noBonus, pointerPages: {} }).map((h) => h.document.id)).toEqual([0, 1]);
    // The glossary names the reader's word in its text; the feature page has it in its lexicon fields.
    const readersWord = [term('alimiehitys', { content: [[0, 1]], parts: [[1, 1]] })];
    expect(scoreMatches(docs, readersWord, options, noBonus)[0].document.id).toBe(1);
    // A glossary that matches clearly better still comes first.
    const better = [term('vajaus', { title: [[0, 1]], content: [[1, 1]] })];
    expect(scoreMatches(docs, better, options, noBonus)[0].document.id).toBe(0);
  });

  test('prefix expansion takes the shortest vocabulary stems that start with the stem', () => {
    const vocab = ['lom', 'loma', 'lomakalenter', 'lomakaus', 'lomat', 'lomb', 'lon'];
    expect(expandPrefix(vocab, 'loma', 10)).toEqual(['lomakalenter', 'lomakaus', 'lomat']);
    expect(expandPrefix(vocab, 'loma', 2)).toEqual(['lomat', 'lomakaus']);
    expect(expandPrefix(vocab, 'x', 10)).toEqual([]);
  });

  test('every field is searched exactly and with a trailing wildcard; the lexicon fields too', () => {
    const src = source({
      title: { osasto: [0] },
      content: { osastoj: [1] },
      keywords: { osasto: [2] },
      sidebarParentCategories: {},
      titleParts: { osasto: [3] },
      parts: { osastot: [4] },
    });
    const m = matchTerm(src, { term: 'osasto', stem: 'osasto' });
    expect([...m.fields.keys()].sort()).toEqual(['content', 'keywords', 'parts', 'title', 'titleParts']);
    expect(m.fields.get('content')?.get(1)).toBe(DEFAULT_RANKING.prefixWeight);
    expect(m.fields.get('title')?.get(0)).toBe(1);
    expect(INDEX_FIELDS).toContain('parts');
  });

  test('back-off (off by default) lets a stem match the stems one or two letters shorter', () => {
    const src = source({ title: { leimaus: [0] } });
    const t = { term: 'leimausten', stem: 'leimaust' };
    expect(matchTerm(src, t).fields.size).toBe(0);
    expect(matchTerm(src, t, { ...DEFAULT_RANKING, backoffWeight: 0.3 }).fields.get('title')?.get(0)).toBe(0.3);
  });

  test('queries are analyzed: stop words dropped, stems de-duplicated, cut to the limit', () => {
    expect(analyzeQuery('Miten lisään työntekijän työntekijät', 512).map((t) => t.term)).toEqual(['lisään', 'työntekijän']);
    expect(analyzeQuery('mitä', 512).map((t) => t.term)).toEqual(['mitä']);
    expect(analyzeQuery('', 512)).toEqual([]);
    expect(searchSource(source({}), [doc(0)], '   ', options)).toEqual([]);
  });
  describe('a query that names a page plus a detail', () => {
    const titled = (id: number, page: string, pageTitle: string, sectionTitle: string): SearchDocument => ({ ...doc(id, page), pageTitle, sectionTitle, title: sectionTitle });
    const docs = [
      titled(0, '/raportointi/muut_raportit/palkanlisat#sarakkeet', 'Palkanlisät', 'Sarakkeet'),
      titled(1, '/raportointi/palkkaraportti', 'Palkkaraportti', 'Palkkaraportti'),
      titled(2, '/raportointi/palkkaraportti#raportin-sisalto', 'Palkkaraportti', 'Raportin sisältö'),
    ];
    const stem = (w: string) => w.slice(0, 6);
    const named = (query: string, list = docs) => namedPageOf(list, analyzeQuery(query, 512, stem), stem, 512);

    test('the page whose whole title is in a longer query is named, with the words of its title', () => {
      expect(named('palkkaraportti sarakkeet')).toEqual({ page: '/manual/raportointi/palkkaraportti', titleTerms: new Set(['palkkaraportti']) });
      // The title alone names nothing: the ordinary ranking already finds it.
      expect(named('palkkaraportti')).toBeNull();
      expect(named('sarakkeet leveys')).toBeNull();
    });

    test('no page is named when another page has a title holding every word of the query', () => {
      const withAnswer = [...docs, titled(3, '/ohjeet#palkkaraportti-sarakkeet', 'Ohjeet', 'Palkkaraportti sarakkeet')];
      expect(named('palkkaraportti sarakkeet', withAnswer)).toBeNull();
    });

    test('a page whose title words are all common ones is not named', () => {
      const query = analyzeQuery('palkkaraportti sarakkeet', 512, stem);
      expect(namedPageOf(docs, query, stem, 512, new Set(['palkka']))).toBeNull();
      expect(namedPageOf(docs, query, stem, 512, new Set(['sarakk']))).not.toBeNull();
    });

    // "saako työntekijä nähdä listan hinnan": Työntekijät is a page, but the word is in most
    // sections, so the page about the price answers, not Työntekijät' own section on prices.
    test('a title word found in more than the common share of the sections names no page in a search', () => {
      const pages = [
        titled(0, '/tyontekijat', 'Työntekijät', 'Työntekijät'),
        titled(1, '/tyontekijat#tuntihinta', 'Työntekijät', 'Tuntihinta'),
        titled(2, '/listan-hinta', 'Listan hinta', 'Listan hinta'),
        titled(3, '/osastot', 'Osastot', 'Osastot'),
        titled(4, '/vuorolista', 'Vuorolista', 'Vuorolista'),
      ];
      const src = source({ title: { työnte: [0], listan: [2], hinta: [2] }, content: { työnte: [0, 2, 3, 4], hinta: [1, 2] } });
      const first = (ranking = DEFAULT_RANKING) => searchSource(src, pages, 'työntekijä hinta', options, ranking, stem)[0].document.id;
      expect(first()).toBe(2);
      expect(first({ ...DEFAULT_RANKING, commonTitleShare: 1 })).toBe(1);
    });

    test("the named page's best section with the detail words themselves goes first, even merged with other hits", () => {
      const matches = [
        term('palkkaraportti', { title: [[1, 1]], content: [[0, 1]] }),
        term('sarakkeet', { title: [[0, 1]], content: [[2, 1]] }),
      ];
      const page = { page: '/manual/raportointi/palkkaraportti', titleTerms: new Set(['palkkaraportti']) };
      expect(scoreMatches(docs, matches, options, noBonus)[0].document.id).toBe(0);
      const lifted = scoreMatches(docs, matches, options, noBonus, page);
      expect(lifted[0].document.id).toBe(2);
      expect(sortAndCap([...lifted], 8)[0].document.id).toBe(2);
      // A section that has the detail only as the start of a longer word is not lifted.
      const prefixOnly = [matches[0], term('sarakkeet', { title: [[0, 1]], content: [[2, 0.5]] })];
      expect(scoreMatches(docs, prefixOnly, options, noBonus, page)[0].document.id).toBe(0);
    });

    test('a section of the named page that holds one of several detail words is enough ("mitä vihreä tarkoittaa tehoraportissa")', () => {
      const matches = [
        term('palkkaraportti', { title: [[1, 1]], content: [[0, 1]] }),
        term('sarakkeet', { title: [[0, 1]], content: [[2, 1]] }),
        term('leveys', { content: [[0, 1]] }),
      ];
      const page = { page: '/manual/raportointi/palkkaraportti', titleTerms: new Set(['palkkaraportti']) };
      expect(scoreMatches(docs, matches, options, noBonus)[0].document.id).toBe(0);
      expect(scoreMatches(docs, matches, options, noBonus, page)[0].document.id).toBe(2);
    });
  });
});
