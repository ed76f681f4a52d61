import { editDistance, fuzzyVocabulary, maxEditsFor, nearestStems, wordBreak } from '../fuzzy';
import { DEFAULT_RANKING, searchSourceWithCorrections, type FieldSource } from '../search-core';
import type { IndexField } from '../index-options';
import type { SearchDocument, SearchOptions } from '../types';

const options: SearchOptions = {
  boosts: { title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 },
  maxResults: 8,
  maxQueryLength: 512,
};

describe('edit distance', () => {
  test.each([
    ['kalentri', 'kalenteri', 1], // a dropped letter
    ['vuorolsita', 'vuorolista', 1], // two neighbours swapped
    ['tuntipanki', 'tuntipankki', 1], // half of a double letter
    ['lomasuunitelu', 'lomasuunnittelu', 2],
    ['osasto', 'osasto', 0],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(d);
  });

  test('stops early and reports max + 1 beyond the limit', () => {
    expect(editDistance('raportti', 'kalenteri', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  test('the tolerance grows with the word: none below 5 letters, 1 up to 7, then 2', () => {
    expect([4, 5, 7, 8, 14].map(maxEditsFor)).toEqual([0, 1, 1, 2, 2]);
  });

  test('nearest stems: only the smallest distance found, within the tolerance', () => {
    const vocabulary = fuzzyVocabulary(['kalenter', 'kalenterei', 'kalust', 'raport']);
    expect(nearestStems(vocabulary, 'kalentr', 8)).toEqual(['kalenter']);
    expect(nearestStems(vocabulary, 'kalentr', 4)).toEqual([]);
    expect(nearestStems(vocabulary, 'xyzxyzxy', 8)).toEqual([]);
  });

  test('nearest stems come in the vocabulary\'s own order, not the spelling order a lookup walks', () => {
    const vocabulary = fuzzyVocabulary(['vuorot', 'tuorot', 'vuorat', 'kuorot']);
    expect(nearestStems(vocabulary, 'vuorxt', 6)).toEqual(['vuorot', 'vuorat']);
    expect(nearestStems(vocabulary, 'xuorot', 6)).toEqual(['vuorot', 'tuorot', 'kuorot']);
  });

  // The lookup reuses the rows of a shared beginning and skips every stem after a beginning that
  // is already too far off; the plain distance of every stem, one by one, is the reference.
  test('nearest stems equal the one-by-one distances over generated vocabularies', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const letters = 'aäiklnorstuv';
    const word = (length: number) => Array.from({ length }, () => letters[random(letters.length)]).join('');
    for (let round = 0; round < 200; round++) {
      const base = Array.from({ length: 6 }, () => word(4 + random(8)));
      // Near neighbours of a few stems: a letter changed, dropped, doubled or two swapped.
      const words = [...new Set(base.flatMap((w) => [w, w.slice(0, -1), `${w}a`, `${w[1]}${w[0]}${w.slice(2)}`, `${w.slice(0, 2)}${w.slice(3)}`]))];
      const stem = random(2) ? base[random(base.length)].slice(0, -random(2)) + word(random(2)) : word(5 + random(6));
      const wordLength = stem.length + random(3);
      let max = maxEditsFor(wordLength);
      let expected: string[] = [];
      for (const candidate of words) {
        if (max === 0 || candidate === stem) continue;
        const d = editDistance(stem, candidate, max);
        if (d > max) continue;
        if (d < max) [max, expected] = [d, []];
        expected.push(candidate);
      }
      expect(nearestStems(fuzzyVocabulary(words), stem, wordLength, Infinity)).toEqual(maxEditsFor(wordLength) === 0 ? [] : expected);
    }
  });
});

function doc(id: number, title: string, content: string): SearchDocument {
  return {
    id,
    title,
    content,
    keywords: [],
    sidebarParentCategories: [],
    sectionTitle: title,
    pageTitle: title,
    sectionRoute: `/manual/sivu-${id}`,
    type: 'docs',
  };
}

// Stems are the words themselves here, so the test reads plainly.
const identity = (w: string) => w;

function source(index: Partial<Record<IndexField, Record<string, number[]>>>): FieldSource {
  return {
    exact: (field, stem) => index[field]?.[stem] ?? [],
    vocabulary: (field) => Object.keys(index[field] ?? {}).sort(),
  };
}

describe('typo correction in the search', () => {
  const docs = [doc(0, 'kalenteri', 'oma kalenteri ja tapahtumat'), doc(1, 'raportti', 'raportti ja kalenteri')];
  const src = source({ title: { kalenteri: [0], raportti: [1] }, content: { kalenteri: [0, 1], tapahtumat: [0] } });

  test('a term with no match is searched as the nearest word, and the correction is reported', () => {
    const { hits, corrections } = searchSourceWithCorrections(src, docs, 'kalentri', options, DEFAULT_RANKING, identity);
    expect(corrections).toEqual([{ from: 'kalentri', to: 'kalenteri' }]);
    expect(hits[0].document.id).toBe(0);
    expect(hits[0].terms).toEqual(['kalenteri']);
  });

  test('a term that matches is never corrected, even next to one that is', () => {
    const { corrections } = searchSourceWithCorrections(src, docs, 'raportti kalentri', options, DEFAULT_RANKING, identity);
    expect(corrections).toEqual([{ from: 'kalentri', to: 'kalenteri' }]);
    expect(searchSourceWithCorrections(src, docs, 'raportti', options, DEFAULT_RANKING, identity).corrections).toEqual([]);
  });

  test('a prefix match counts as a match: no correction', () => {
    const { hits, corrections } = searchSourceWithCorrections(src, docs, 'kalent', options, DEFAULT_RANKING, identity);
    expect(corrections).toEqual([]);
    expect(hits.length).toBeGreaterThan(0);
  });

  test('a month or weekday the index does not hold is left out, not corrected into a word one letter away', () => {
    const near = source({ title: { kalenteri: [0], raportti: [1] }, content: { tapahtumat: [0], lokikuussa: [1] } });
    const { hits, corrections } = searchSourceWithCorrections(near, docs, 'tapahtumat lokakuussa', options, DEFAULT_RANKING, identity);
    expect(corrections).toEqual([]);
    expect(hits.map((h) => h.document.id)).toEqual([0]);
    const withMonth = source({ title: { kalenteri: [0], raportti: [1], lokakuu: [1] }, content: { tapahtumat: [0] } });
    expect(searchSourceWithCorrections(withMonth, docs, 'lokakuu', options, DEFAULT_RANKING, identity).hits[0].document.id).toBe(1);
  });

  test('nothing near gives no results; with correction off the typo gives none either', () => {
    expect(searchSourceWithCorrections(src, docs, 'qwertyuiop', options, DEFAULT_RANKING, identity).hits).toEqual([]);
    const off = { ...DEFAULT_RANKING, fuzzy: false };
    expect(searchSourceWithCorrections(src, docs, 'kalentri', options, off, identity)).toMatchObject({ hits: [], corrections: [] });
  });
});

describe('wordBreak', () => {
  const words = new Set(['tes', 'hr', 'kello', 'raportti', 'tunti', 'pankki']);
  const exact = (piece: string) => (words.has(piece) ? piece : null);

  it('splits an abbreviation glued to a word', () => {
    expect(wordBreak('tesraportti', exact)).toEqual(['tes', 'raportti']);
    expect(wordBreak('hrkello', exact)).toEqual(['hr', 'kello']);
  });

  it('splits into three words when two do not do', () => {
    expect(wordBreak('tuntipankkiraportti', exact)).toEqual(['tunti', 'pankki', 'raportti']);
  });

  it('gives null when a part is no word', () => {
    expect(wordBreak('kalentri', exact)).toBeNull();
  });

  it('lets the caller accept a typo in the last part only', () => {
    const asked: boolean[] = [];
    const lenient = (piece: string, last: boolean) => {
      asked.push(last);
      if (words.has(piece)) return piece;
      return last && editDistance(piece, 'raportti', 1) <= 1 ? 'raportti' : null;
    };
    expect(wordBreak('tesraporti', lenient)).toEqual(['tes', 'raportti']);
    expect(asked.at(-1)).toBe(true);
  });
});

describe('word break in the search', () => {
  const docs = [doc(0, 'HR-kello', 'hr kello ja leimaus'), doc(1, 'raportti', 'raportti ja kalenteri')];
  const src = source({
    title: { hr: [0], kello: [0], raportti: [1] },
    content: { hr: [0], kello: [0], leimaus: [0], raportti: [1], kalenteri: [1] },
  });

  test('a glued abbreviation is searched as its parts, and the notice shows the split form', () => {
    const { hits, corrections } = searchSourceWithCorrections(src, docs, 'hrkello', options, DEFAULT_RANKING, identity);
    expect(corrections).toEqual([{ from: 'hrkello', to: 'hr kello' }]);
    expect(hits[0].document.id).toBe(0);
  });

  test('a typo in the last part of a compound is corrected within that part', () => {
    const { hits, corrections } = searchSourceWithCorrections(src, docs, 'hrleimuas', options, DEFAULT_RANKING, identity);
    expect(corrections).toEqual([{ from: 'hrleimuas', to: 'hr leimaus' }]);
    expect(hits[0].document.id).toBe(0);
  });
  test('one missing letter of a whole word wins over a split that leans on a short word', () => {
    const spoken = [doc(0, 'Värit', 'mitä väri tarkoittaa'), doc(1, 'Tarkka', 'tark ottaa')];
    const words = { tarkoittaa: [0], väri: [0], tark: [1], ottaa: [1] };
    const s = source({ title: {}, content: words });
    const { hits, corrections } = searchSourceWithCorrections(s, spoken, 'tarkottaa', options, DEFAULT_RANKING, identity);
    expect(corrections).toEqual([{ from: 'tarkottaa', to: 'tarkoittaa' }]);
    expect(hits[0].document.id).toBe(0);
    // A split into parts of six letters or more still comes first.
    expect(searchSourceWithCorrections(src, docs, 'raporttikalenteri', options, DEFAULT_RANKING, identity).corrections).toEqual([
      { from: 'raporttikalenteri', to: 'raportti kalenteri' },
    ]);
  });
});
