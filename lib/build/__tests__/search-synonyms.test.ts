import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchDocuments, buildSearchIndex, indexWords, toPageInputs, type Lexicon } from '../search-index/build-index';
import { readContentPages } from '../content-model/read-content';
import { SYNONYMS } from '../search-index/synonyms';
import type { LoadedIndex } from '../../browser/search/client';
import { loadIndexFile } from './page-input';
import { stemWord } from '../../search/encoder';
import { GLOSSARY_ROUTE, withBasePath } from '../../site/routes';
import { siteConfig } from '../../site/site-config';
import type { SearchOptions } from '../../search/types';

const ROOT = join(__dirname, '../../..');
const lexicon: Lexicon = JSON.parse(readFileSync(join(ROOT, 'lib/build/search-index/lexicon.json'), 'utf8'));
const options: SearchOptions = {
  boosts: siteConfig.search.boosts,
  maxResults: siteConfig.search.maxResults,
  maxQueryLength: siteConfig.search.maxQueryLength,
};

type GlossaryRow = { term: string; names: string[]; page: string };

// Rows of the glossary tables that name other words for their term: "… Myös: a, b | [Sivu](/route) |".
function glossaryRows(): GlossaryRow[] {
  const text = readFileSync(join(ROOT, 'content', `${GLOSSARY_ROUTE.slice(1)}.mdx`), 'utf8');
  const rows: GlossaryRow[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const also = cells[2]?.match(/Myös: (.+)$/);
    const link = cells[3]?.match(/\]\(([^)#]+)/);
    if (!also || !link) continue;
    rows.push({ term: cells[1], names: also[1].split(', '), page: withBasePath(link[1]) });
  }
  return rows;
}

const pageOf = (route: string) => route.split('#')[0];

describe("readers' words", () => {
  test('the list is reviewed data: lowercase NFC base forms, no word twice, none mapped to itself', () => {
    const seen = new Set<string>();
    for (const [term, words] of Object.entries(SYNONYMS)) {
      expect(term).toBe(term.normalize('NFC').toLowerCase());
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) {
        expect(word).toBe(word.normalize('NFC').toLowerCase());
        expect(word).not.toBe(term);
        expect(word).not.toMatch(/-/);
        expect(seen.has(word)).toBe(false);
        seen.add(word);
      }
    }
  });

  test('every term of the list is a word of the text or a base form, part or family member of one (else it never attaches)', () => {
    const known = new Set([...Object.keys(lexicon), ...Object.values(lexicon).flat()]);
    const unattached = Object.keys(SYNONYMS).filter((term) => !known.has(term));
    expect(unattached).toEqual([]);
  });

  describe('on the manual itself', () => {
    let docs: LoadedIndex;
    let bare: LoadedIndex;
    const pages = toPageInputs(readContentPages(join(ROOT, 'content')));
    beforeAll(async () => {
      // Loaded one after the other: loading resets the shared index cache.
      docs = await loadIndexFile('docs', await buildSearchIndex(pages, { lexicon, synonyms: SYNONYMS }));
      // Without the list, and without the glossary's names as keywords of the pages it links to.
      const undefinedPages = toPageInputs(readContentPages(join(ROOT, 'content')).map((p) => ({ ...p, definitions: [] })));
      bare = await loadIndexFile('docs', await buildSearchIndex(undefinedPages, { lexicon }));
    });
    const pagesIn = async (index: LoadedIndex, query: string) =>
      (await index.search(query, options, true)).hits.map((h) => pageOf(h.document.sectionRoute));
    const pagesFound = (query: string) => pagesIn(docs, query);
    const glossary = withBasePath(GLOSSARY_ROUTE);

    // The first result may be any page that uses the term (esimies → a page about what the
    // esihenkilö does), but never the glossary, which names the other word in its own text.
    test('the glossary names other words ("Myös:"); a search for each finds first a page that uses the term, not the glossary', async () => {
      const rows = glossaryRows();
      expect(rows.length).toBeGreaterThan(30);
      const wrong: string[] = [];
      for (const name of rows.flatMap((row) => row.names)) {
        const found = await pagesFound(name);
        if (found[0] === undefined || found[0] === glossary) wrong.push(`${name} → ${found.join(' ')}`);
      }
      expect(wrong).toEqual([]);
    });

    test('each other name in the glossary is a readers\' word of the list or a word the other pages already use', () => {
      const listed = new Set(Object.values(SYNONYMS).flat().map(stemWord));
      const otherPages = pages.filter((p) => p.route !== GLOSSARY_ROUTE);
      const textWords = new Set(indexWords(buildSearchDocuments(otherPages)).map(stemWord));
      const missing = glossaryRows()
        .flatMap((row) => row.names)
        .flatMap((name) => name.split(' '))
        .filter((word) => !listed.has(stemWord(word)) && !textWords.has(stemWord(word)));
      expect(missing).toEqual([]);
    });

    test("readers' words, also inflected, find the page of the manual's term", async () => {
      const cases: [string, string][] = [
        ['ylimiehitystä', '/manual/perustoiminnot/vahvuuslaskenta'],
        ['työvuoroluettelo', '/manual/perustoiminnot/vuorolistanakyma'],
        ['toimipisteen asetukset', '/manual/perustoiminnot/osastot'],
        ['työsopimuksen päättyminen', '/manual/edistyneet_toiminnot/työsuhteiden_hallinta'],
        ['muutoslokista', '/manual/edistyneet_toiminnot/lokitietojen-tarkastelu'],
        ['sijaisen hälyttäminen', '/manual/edistyneet_toiminnot/töihinkutsujärjestelmä'],
        ['leimauslaite', '/manual/edistyneet_toiminnot/hrkello'],
        ['kustannuskeskus', '/manual/perustoiminnot/osastot'],
        ['lääkärintodistuksen toimittaminen', '/manual/raportointi/muut_raportit/sairauslomat'],
        ['lomanmääräytymisvuosi', '/manual/perustoiminnot/lomasuunnittelu'],
        // A genitive with -tön: found through the word's noun reading (lib/search/encoder.ts).
        ['pikasyötön koodit', '/manual/edistyneet_toiminnot/syottolyhenteet'],
        ['keikkatarjous', '/manual/edistyneet_toiminnot/töihinkutsujärjestelmä'],
        ['unohtunut tunnussana', '/manual/sahkopostikirjautuminen'],
      ];
      const missed: string[] = [];
      for (const [q, page] of cases) {
        const found = await pagesIn(docs, q);
        if (!found.slice(0, 3).includes(page)) missed.push(`${q} → ${found.join(' ')}`);
      }
      expect(missed).toEqual([]);
      // Words only the list knows: without it these pages are not among the first three.
      const listOnly = cases.filter(([q]) => ['työvuoroluettelo', 'muutoslokista', 'leimauslaite', 'kustannuskeskus', 'lomanmääräytymisvuosi', 'keikkatarjous'].includes(q));
      const foundWithout: string[] = [];
      for (const [q, page] of listOnly) if ((await pagesIn(bare, q)).slice(0, 3).includes(page)) foundWithout.push(q);
      expect(foundWithout).toEqual([]);
    });
  });
});
