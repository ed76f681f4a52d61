import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document } from 'flexsearch';
import { buildSearchIndex, withoutLinks, type Lexicon, type PageInput } from '../search-index/build-index';
import type { LoadedIndex } from '../../browser/search/client';
import { stemWord } from '../../search/encoder';
import { importSearchIndex, type FlexDocumentConstructor } from '../../search/flex-source';
import { createDocumentOptions, INDEX_FIELDS } from '../../search/index-options';
import type { SearchIndexFile, SearchOptions } from '../../search/types';
import { fromMarkdown, loadIndexFile } from './page-input';

const options: SearchOptions = {
  boosts: { title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 },
  maxResults: 8,
  maxQueryLength: 512,
};
const FlexDocument = Document as unknown as FlexDocumentConstructor;

const pages: PageInput[] = fromMarkdown([
  {
    route: '/perustoiminnot/vuorolistanakyma',
    title: 'Vuorolistanäkymä',
    keywords: ['vuorolista'],
    parentCategories: ['Perustoiminnot'],
    raw: 'Vuorolistanäkymä näyttää osaston vuorot.\n\n## Vuorolistan julkaiseminen\n\nJulkaise vuorolistat ajoissa. Työntekijöiden vuorot näkyvät heille.\n\n## Tulostaminen\n\nTulosta vuorolistoja.',
  },
  {
    route: '/raportointi/muut_raportit/sairauslomat',
    title: 'Sairauslomat',
    keywords: ['raportti'],
    parentCategories: ['Raportointi', 'Muut raportit'],
    raw: 'Raportti näyttää sairauslomat ja vuosilomat.\n\n## Sarakkeet\n\nSairauslomista lasketaan poissaoloprosentti.',
  },
  {
    route: '/edistyneet_toiminnot/töihinkutsujärjestelmä',
    title: 'Töihinkutsujärjestelmä',
    keywords: ['töihinkutsu'],
    parentCategories: ['Edistyneet toiminnot'],
    raw: 'Avoimeen vuoroon lähetetään töihinkutsuja.\n\n## Lisät\n\nIltalisä maksetaan illalla. Lomia ei kerry.',
  },
  {
    route: '/',
    title: 'Aloitusopas',
    keywords: [],
    parentCategories: [],
    raw: 'Tervetuloa. Työntekijä kirjautuu sähköpostilla. Loma haetaan lomasuunnittelussa.',
  },
]);

// What Voikko gives for these words (scripts/build-lexicon.py); only these words are needed here.
const lexicon: Lexicon = {
  vuorolistanäkymä: ['lista', 'näkymä', 'vuoro'],
  vuorolistat: ['lista', 'vuoro', 'vuorolista'],
  vuorolistoja: ['lista', 'vuoro', 'vuorolista'],
  sairauslomat: ['loma', 'sairaus', 'sairausloma'],
  sairauslomista: ['loma', 'sairaus', 'sairausloma'],
  vuosilomat: ['loma', 'vuosi', 'vuosiloma'],
  töihinkutsujärjestelmä: ['järjestelmä', 'kutsu', 'kutsujärjestelmä', 'työ'],
  töihinkutsuja: ['kutsu', 'työ', 'töihinkutsu'],
  lomia: ['loma'],
};

let file: SearchIndexFile;
beforeAll(async () => {
  file = await buildSearchIndex(pages, { lexicon });
});

// The index as the browser loads it: split, served, the manifest and then the parts a search needs.
const createLoadedIndex = loadIndexFile;

// The published file's shape: documents and a string-valued FlexSearch export.
function isSearchIndexFile(value: SearchIndexFile): boolean {
  return Array.isArray(value.documents) && Object.values(value.index).every((data) => typeof data === 'string');
}

const routesOf = (outcome: { hits: { document: { sectionRoute: string } }[] }) => outcome.hits.map((h) => h.document.sectionRoute);

describe('search index', () => {
  test('the file has the published shape: documents and a string-valued FlexSearch export', () => {
    expect(isSearchIndexFile(file)).toBe(true);
    expect(Object.keys(file.index)).toEqual(expect.arrayContaining(['1.reg', 'title.1.map', 'content.1.map', 'parts.1.map']));
    expect(file.documents).toHaveLength(8);
    expect(new Set(file.documents.map((d) => d.id)).size).toBe(8);
  });

  test('round trip: built in Node, serialized, split and loaded as the browser does; same hits as the build-side index', async () => {
    const json: SearchIndexFile = JSON.parse(JSON.stringify(file));
    const loaded = await createLoadedIndex('docs-default-current', json);

    // The build-side Document, searched with raw words through the full encoder.
    const built = new Document(createDocumentOptions() as never) as unknown as {
      import(k: string, d: string): void;
      search(q: string, o: object): { field: string; result: number[] }[];
    };
    for (const [k, v] of Object.entries(file.index)) built.import(k, v);
    const { source } = importSearchIndex(FlexDocument, json.index, json.documents.length);
    for (const word of ['vuorolistan', 'työntekijä', 'sairauslomat', 'kutsu', 'loma', 'tyontekijoiden', 'iltalisä']) {
      for (const field of INDEX_FIELDS) {
        const viaEncoder = built.search(word, { index: field, limit: 100 })[0]?.result ?? [];
        expect([...source.exact(field, stemWord(word))].sort()).toEqual([...viaEncoder].sort());
      }
    }
    const { hits } = await loaded.search('vuorolistan julkaiseminen', options);
    expect(hits[0].document.sectionRoute).toBe('/manual/perustoiminnot/vuorolistanakyma#vuorolistan-julkaiseminen');
    expect(hits[0].terms).toEqual(['vuorolistan', 'julkaiseminen']);
  });

  test('inflected and ä/ö-less queries find the base forms and vice versa', async () => {
    const loaded = await createLoadedIndex('docs', file);
    expect(routesOf(await loaded.search('työntekijä', options))).toContain('/manual/perustoiminnot/vuorolistanakyma#vuorolistan-julkaiseminen');
    expect(routesOf(await loaded.search('tyontekijoiden', options))).toContain('/manual/');
    expect(routesOf(await loaded.search('vuorolistoja', options))[0]).toMatch(/vuorolistanakyma/);
    expect(routesOf(await loaded.search('toihinkutsu', options))[0]).toBe('/manual/edistyneet_toiminnot/töihinkutsujärjestelmä');
    expect(routesOf(await loaded.search('lomia', options))).toContain('/manual/');
    expect(routesOf(await loaded.search('loma', options))).toContain('/manual/edistyneet_toiminnot/töihinkutsujärjestelmä#lisät');
  });

  test('compound parts through the lexicon fields: lista → vuorolista, loma → sairausloma, kutsu → töihinkutsu', async () => {
    const withLexicon = await createLoadedIndex('docs', file);
    const without = await createLoadedIndex('docs', await buildSearchIndex(pages));
    const hit = async (index: LoadedIndex, q: string, route: string) => routesOf(await index.search(q, options)).some((r) => r.startsWith(route));

    expect(await hit(withLexicon, 'lista', '/manual/perustoiminnot/vuorolistanakyma')).toBe(true);
    expect(await hit(without, 'lista', '/manual/perustoiminnot/vuorolistanakyma')).toBe(false);
    expect(await hit(withLexicon, 'loma', '/manual/raportointi/muut_raportit/sairauslomat')).toBe(true);
    expect(await hit(without, 'loma', '/manual/raportointi/muut_raportit/sairauslomat')).toBe(false);
    expect(routesOf(await withLexicon.search('kutsu', options))[0]).toBe('/manual/edistyneet_toiminnot/töihinkutsujärjestelmä');
    expect(await hit(without, 'kutsu', '/manual/edistyneet_toiminnot/töihinkutsujärjestelmä')).toBe(false);
  });

  test('derivational families through the lexicon: the -minen noun, the agent noun and the verb find the -us noun', async () => {
    const [page] = fromMarkdown([
      {
        route: '/tes',
        title: 'Säännöt',
        keywords: [],
        parentCategories: [],
        raw: 'Tarkistus näyttää virheet.\n\n## Kuittaus\n\nKuittaus vaatii perustelun.',
      },
    ]);
    const family: Lexicon = {
      tarkistus: ['tarkistaa', 'tarkistaja', 'tarkistaminen'],
      kuittaus: ['kuitata', 'kuittaaja', 'kuittaaminen'],
    };
    const withFamilies = await createLoadedIndex('docs', await buildSearchIndex([page], { lexicon: family }));
    const without = await createLoadedIndex('docs', await buildSearchIndex([page]));
    // exact: without typo correction, which could reach a near family member by chance.
    for (const q of ['tarkistaminen', 'tarkistamisen', 'tarkistaja', 'tarkistajat']) {
      expect(routesOf(await withFamilies.search(q, options, true))[0]).toBe('/manual/tes');
      expect(routesOf(await without.search(q, options, true))).toEqual([]);
    }
    // The verb's stem (kuita) is no prefix of the noun's (kuittaus): only the family joins them.
    expect(routesOf(await withFamilies.search('kuitata', options, true))[0]).toBe('/manual/tes#kuittaus');
    expect(routesOf(await withFamilies.search('kuittaaminen', options, true))[0]).toBe('/manual/tes#kuittaus');
    expect(routesOf(await without.search('kuitata', options, true))).toEqual([]);
  });

  test('the committed lexicon joins derivational families, from nouns and -minen forms only', () => {
    const committed: Lexicon = JSON.parse(readFileSync(join(__dirname, '../search-index/lexicon.json'), 'utf8'));
    expect(committed.tarkistus).toEqual(expect.arrayContaining(['tarkistaa', 'tarkistaja', 'tarkistaminen']));
    expect(committed.kuittaus).toEqual(expect.arrayContaining(['kuitata', 'kuittaaminen']));
    expect(committed.julkaisu).toEqual(expect.arrayContaining(['julkaista', 'julkaiseminen', 'julkaisija']));
    expect(committed.kiinnittäminen).toEqual(expect.arrayContaining(['kiinnittää', 'kiinnitys']));
    expect(committed.suunnittelija).toEqual(expect.arrayContaining(['suunnitella', 'suunnittelu', 'suunnitteleminen']));
    // An imperative of the steps keeps its base form only; a compound's part brings no family.
    expect(committed.julkaise).toEqual(['julkaista']);
    expect(committed.työvuorosuunnittelija ?? []).not.toContain('suunnitteleminen');
  });

  test('a term the glossary says a section explains finds that section first, though its text does not say it', async () => {
    const defined: PageInput[] = fromMarkdown([
      { route: '/kayttaa', title: 'Töihinkutsu', keywords: [], parentCategories: [], raw: 'Vajaus täytetään töihinkutsulla. Vajaus näkyy.' },
      {
        route: '/selittaa',
        title: 'Vahvuuslaskenta',
        keywords: [],
        parentCategories: [],
        raw: 'Vahvuus lasketaan.\n\n## Värit\n\nPunainen luku on liian pieni vahvuus.',
        defined: [{ anchor: 'värit', names: ['vajaus', 'alimiehitys'] }],
      },
    ]);
    const index = await loadIndexFile('docs', await buildSearchIndex(defined));
    for (const query of ['vajaus', 'alimiehitys']) {
      const { hits } = await index.search(query, options, true);
      expect(hits[0].document.sectionRoute).toBe('/manual/selittaa#värit');
      // The documents the dialog shows keep the page's own keywords.
      expect(hits[0].document.keywords).toEqual([]);
    }
  });

  test("a section that only links to a page ranks below that page's section, and is still found", async () => {
    const linked: PageInput[] = fromMarkdown([
      {
        route: '/kayttoonotto',
        title: 'Käyttöönotto',
        keywords: [],
        parentCategories: [],
        raw: '## Työntekijöiden tuonti\n\nTiedoston muoto on sama kuin [kuormitustekijöiden tuonnissa](/teholaskenta#tuonti).',
      },
      { route: '/teholaskenta', title: 'Teholaskenta', keywords: [], parentCategories: [], raw: '## Tuonti\n\nKuormitustekijät tuodaan tiedostosta.' },
    ]);
    const index = await loadIndexFile('docs', await buildSearchIndex(linked));
    expect(routesOf(await index.search('kuormitustekijät', options))).toEqual(['/manual/teholaskenta#tuonti', '/manual/kayttoonotto#työntekijöiden-tuonti']);
  });

  test('a question about a rule finds the section that states the limit, on a page that is not a rules page', async () => {
    const limited: PageInput[] = fromMarkdown([
      {
        route: '/vuorojen-suunnittelu',
        title: 'Toiveet suunnittelijalle',
        keywords: [],
        parentCategories: [],
        raw: '## Toiveen kerääminen\n\nJaksoon voi jättää toivetta.',
      },
      { route: '/omat-toiveet', title: 'Omat toiveet', keywords: [], parentCategories: [], raw: '## Toiveen jättäminen\n\nJaksoon voi jättää enintään 10 toivetta.' },
    ]);
    const index = await loadIndexFile('docs', await buildSearchIndex(limited));
    expect(routesOf(await index.search('montako toivetta saa laittaa jaksoon', options))[0]).toBe('/manual/omat-toiveet#toiveen-jättäminen');
    expect(routesOf(await index.search('toivetta jaksoon', options))[0]).toBe('/manual/vuorojen-suunnittelu#toiveen-kerääminen');
  });

  test("a section's own text: each link taken out where it stands, whole words only", () => {
    expect(withoutLinks('Katso lomat ja lomasuunnittelu. Lomat ovat kesällä.', ['lomat', 'Lomat'])).toBe('Katso ja lomasuunnittelu. ovat kesällä.');
    expect(withoutLinks('Lisää vuoroja ja vuoro.', ['vuoro'])).toBe('Lisää vuoroja ja .');
    expect(withoutLinks('Hinta (€/h) näkyy.', ['(€/h)'])).toBe('Hinta näkyy.');
    expect(withoutLinks('Ei linkkejä.', ['puuttuu'])).toBe('Ei linkkejä.');
  });

  test('a synonym of a term the text uses finds it; queries themselves are not expanded', async () => {
    const loaded = await createLoadedIndex('docs', await buildSearchIndex(pages, { lexicon, synonyms: { sairausloma: ['sairaspoissaolo'] } }));
    expect(routesOf(await loaded.search('sairaspoissaolot', options))[0]).toMatch(/sairauslomat/);
  });

  test('stop words and plain numbers stay out of the body fields but not out of titles', async () => {
    const built = await buildSearchIndex([
      ...fromMarkdown([{ route: '/a', title: 'Mistä saat apua 2026', keywords: [], parentCategories: [], raw: 'Apua saat ja löydät 24 tunnissa.' }]),
    ]);
    const content = JSON.parse(built.index['content.1.map']).map((e: [string]) => e[0]);
    const title = JSON.parse(built.index['title.1.map']).map((e: [string]) => e[0]);
    expect(content).not.toContain(stemWord('ja'));
    expect(content).not.toContain('24');
    expect(content).toContain(stemWord('apua'));
    expect(title).toEqual(expect.arrayContaining([stemWord('mistä'), '2026']));
    expect((await (await createLoadedIndex('x', built)).search('mistä', options)).hits).toHaveLength(1);
  });

  test('an empty page list gives an empty index of the same shape that searches to nothing', async () => {
    const empty = await buildSearchIndex([], { type: 'other' });
    expect(empty.documents).toEqual([]);
    expect(isSearchIndexFile(empty)).toBe(true);
    expect((await (await createLoadedIndex('default', empty)).search('loma', options)).hits).toEqual([]);
  });

  test('the committed lexicon is well formed (sorted keys, lowercase NFC words, no word maps to itself)', () => {
    const text = readFileSync(join(__dirname, '../search-index/lexicon.json'), 'utf8');
    const committed: Lexicon = JSON.parse(text);
    const keys = Object.keys(committed);
    expect(keys.length).toBeGreaterThan(100);
    expect([...keys].sort()).toEqual(keys);
    for (const [word, parts] of Object.entries(committed)) {
      expect(word).toBe(word.normalize('NFC').toLowerCase());
      expect(parts.length).toBeGreaterThan(0);
      expect(parts).not.toContain(word);
      expect([...parts].sort()).toEqual(parts);
    }
  });
});
