import { intentAnswer, queryIntent } from '../intent';
import { DEFAULT_RANKING, scoreMatches, searchSource, type FieldSource, type TermMatches } from '../search-core';
import type { SearchDocument, SearchOptions } from '../types';

const options: SearchOptions = { boosts: { title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 }, maxResults: 8, maxQueryLength: 512 };

function doc(id: number, page: string, sectionTitle: string, keywords: string[] = []): SearchDocument {
  return { id, title: sectionTitle, content: '', keywords, sidebarParentCategories: [], sectionTitle, pageTitle: page, sectionRoute: `/manual/${page}`, type: 'docs' };
}

const contentHits = (name: string, hits: [number, number][]): TermMatches => ({ term: name, fields: new Map([['content', new Map(hits)]]) });

describe('query intent', () => {
  test.each([
    ['kuinka pitkä vuoro saa olla', 'rule'],
    ['vähimmäislepo yövuoron jälkeen', 'rule'],
    ['viikkolepo 35 tuntia', 'rule'],
    ['kolme yövuoroa peräkkäin', 'rule'],
    ['ylityön ja lisätyön ero', 'rule'],
    ['mitä punainen vuoro tarkoittaa', 'colour'],
    ['keltaiset solut', 'colour'],
    ['värit', 'colour'],
    ['kuka saa nähdä listan hinnan', 'rights'],
    ['esimiehen oikeudet', 'rights'],
    ['palkkaaineiston vienti käyttöoikeus', 'rights'],
    ['kuka muutti vuoroa', null],
    ['kuka hyväksyy lomat', null],
    ['vuorolistan julkaiseminen', null],
    ['loman kirjaaminen', null],
  ])('%s → %s', (query, intent) => {
    expect(queryIntent(query, 512)).toBe(intent);
  });

  test('a colour word decides over a rule word: the reader asks what the colour means', () => {
    expect(queryIntent('saako vuoro olla punainen', 512)).toBe('colour');
  });

  test('only the part of the query within the length limit is read', () => {
    expect(queryIntent(`${'a '.repeat(10)}punainen`, 10)).toBeNull();
  });

  test('a rule or a right is answered by the pages that carry its keyword, a colour by a section titled with colours', () => {
    const keywords = { rule: 'säännöt', rights: 'käyttöoikeudet' };
    const rule = intentAnswer('rule', keywords);
    const rights = intentAnswer('rights', keywords);
    const colour = intentAnswer('colour', keywords);
    expect(rule(doc(0, 'tes', 'Vuorokausilepo', ['TES', 'Säännöt']))).toBe(true);
    expect(rule(doc(1, 'suunnittelu', 'Vuorokausilepo', ['julkaisu']))).toBe(false);
    expect(rights(doc(4, 'kayttajat', 'Lisäoikeudet', ['käyttöoikeudet', 'roolit']))).toBe(true);
    expect(rights(doc(0, 'tes', 'Vuorokausilepo', ['TES', 'Säännöt']))).toBe(false);
    expect(colour(doc(2, 'lista', 'Värit ja merkit'))).toBe(true);
    expect(colour(doc(3, 'lista', 'Suodattaminen'))).toBe(false);
  });
});

describe('scoring with an intent', () => {
  // The procedure mentions the rest period twice as strongly as the rules page defines it.
  const docs = [doc(0, 'suunnittelu', 'Vuorojen lisääminen'), doc(1, 'tes', 'Lepoajat', ['säännöt'])];
  const matches = [contentHits('lepo', [[0, 1], [1, 0.5]])];
  const ranking = { ...DEFAULT_RANKING, pageBonus: 0, intentWeight: 2.5 };

  test('without an intent the stronger mention goes first', () => {
    expect(scoreMatches(docs, matches, options, ranking).map((h) => h.document.id)).toEqual([0, 1]);
  });

  test('a rule question puts the page that defines the rule first', () => {
    expect(scoreMatches(docs, matches, options, ranking, null, 'rule').map((h) => h.document.id)).toEqual([1, 0]);
  });

  test('an intent weight of 1 leaves the order as it was', () => {
    expect(scoreMatches(docs, matches, options, { ...ranking, intentWeight: 1 }, null, 'rule').map((h) => h.document.id)).toEqual([0, 1]);
  });
});

describe('searching with an intent', () => {
  // The procedure's section says "lepo" in its title, the rules page only in its text.
  const docs = [doc(0, 'suunnittelu', 'Lepo ennen vuoroa'), { ...doc(1, 'tes', 'Vuorokausi', ['säännöt']), content: 'lepo' }];
  const index: Record<string, Record<string, number[]>> = { title: { lepo: [0] }, content: { lepo: [1] } };
  const source: FieldSource = {
    exact: (field, stem) => index[field]?.[stem] ?? [],
    vocabulary: (field) => Object.keys(index[field] ?? {}).sort(),
  };
  const ranking = { ...DEFAULT_RANKING, pageBonus: 0, intentWeight: 10 };
  const stem = (w: string) => w.toLowerCase();
  const first = (query: string) => searchSource(source, docs, query, options, ranking, stem)[0].document.id;

  test('the topic alone ranks the title hit first', () => {
    expect(first('lepo')).toBe(0);
  });

  test('the same topic asked as a rule question ranks the rules page first', () => {
    expect(first('lepo enintään')).toBe(1);
  });
});
