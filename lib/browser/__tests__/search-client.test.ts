import { Document } from 'flexsearch';
import { fromMarkdown } from '../../build/__tests__/page-input';
import { buildSearchIndex, type PageInput } from '../../build/search-index/build-index';
import { fetchFromSplitFiles, splitSearchIndex, type SplitFiles } from '../../build/search-index/split-index';
import { loadSearchIndex, manifestUrl, resetSearchIndexCache, searchAll, type LoadedIndex } from '../search/client';
import { importSearchIndex, type FlexDocumentConstructor } from '../../search/flex-source';
import { searchSourceWithCorrections } from '../../search/search-core';
import type { SearchDocument, SearchHit, SearchIndexFile, SearchOptions } from '../../search/types';

const options: SearchOptions = {
  boosts: { title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 },
  maxResults: 8,
  maxQueryLength: 512,
};
const TAG = 'docs-default-current';

const pages: PageInput[] = fromMarkdown([
  {
    route: '/perustoiminnot/lomasuunnittelu',
    title: 'Lomasuunnittelu',
    keywords: ['loma'],
    parentCategories: ['Perustoiminnot'],
    raw: 'Vuosilomat suunnitellaan täällä.\n\n## Lomakalenteri\n\nLomakalenteri näyttää lomat.\n\n## Lomapyynnöt\n\nHyväksy lomapyynnöt ajoissa.',
  },
  {
    route: '/perustoiminnot/vuorolista',
    title: 'Vuorolista',
    keywords: ['vuorot'],
    parentCategories: ['Perustoiminnot'],
    raw: 'Vuorolista näyttää osaston vuorot.\n\n## Julkaiseminen\n\nJulkaise vuorolista, kun se on valmis.',
  },
  {
    route: '/edistyneet_toiminnot/ilmoitustaulu',
    title: 'Ilmoitustaulu',
    keywords: [],
    parentCategories: ['Edistyneet toiminnot'],
    raw: 'Ilmoitustaululla näet tiedotteet.\n\n## Tiedotteen lisääminen\n\nLisää tiedote ilmoitustaululle.',
  },
]);

let file: SearchIndexFile;
// Small shards, so that a search needs some of them and not others.
let split: SplitFiles;
beforeAll(async () => {
  file = await buildSearchIndex(pages);
  split = splitSearchIndex(file, { shardBytes: 60 });
});

type Fetch = (url: string) => Promise<unknown>;

// The split files from memory, with a log of the URLs asked for and optional faults per URL.
function server(files = split, fault: (url: string) => unknown = () => undefined) {
  const serve = fetchFromSplitFiles(TAG, files);
  const urls: string[] = [];
  const fetchJson: Fetch = async (url) => {
    urls.push(url);
    const injected = fault(url);
    if (injected instanceof Error) throw injected;
    return injected === undefined ? serve(url) : injected;
  };
  return { fetchJson: jest.fn(fetchJson), urls };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetSearchIndexCache();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const routes = (hits: SearchHit[]) => hits.map((h) => h.document.sectionRoute);
const shardUrls = (urls: string[]) => urls.filter((u) => /\/t\d+\.json$/.test(u));
const fragmentUrls = (urls: string[]) => urls.filter((u) => /\/p\d+\.json$/.test(u));

describe('loading the split search index', () => {
  test('the manifest URL carries the base path', () => {
    expect(manifestUrl(TAG)).toBe('/manual/search/docs-default-current/manifest.json');
  });

  test('loading reads the manifest only; a search reads its words’ shards and the shown pages’ text', async () => {
    const { fetchJson, urls } = server();
    const index = await loadSearchIndex(TAG, fetchJson);
    expect(urls).toEqual(['/manual/search/docs-default-current/manifest.json']);

    const { hits } = await index.search('lomakalenterin', options);
    expect(hits[0].document.sectionRoute).toBe('/manual/perustoiminnot/lomasuunnittelu#lomakalenteri');
    expect(hits[0].document.content).toBe('Lomakalenteri näyttää lomat.');
    expect(hits[0].terms).toEqual(['lomakalenterin']);
    const version = split.manifest.version;
    expect(urls.slice(1).every((u) => u.startsWith(`/manual/search/docs-default-current/${version}/`))).toBe(true);
    expect(shardUrls(urls).length).toBeGreaterThan(0);
    expect(shardUrls(urls).length).toBeLessThan(split.manifest.shards.length);
    expect(fragmentUrls(urls)).toEqual([`/manual/search/docs-default-current/${version}/p0.json`]);
    expect(warn).not.toHaveBeenCalled();

    // Loaded parts are not asked for again.
    const before = urls.length;
    await index.search('lomakalenteri', options);
    expect(urls).toHaveLength(before);
  });

  test.each(['lomakalenterin', 'vuorolistan julkaiseminen', 'loma', 'tiedote', 'ilmoitustalu', 'vuorlista', 'xyzzy'])(
    'finds what the whole file finds, corrections included: %s',
    async (query) => {
      const { fetchJson } = server();
      const index = await loadSearchIndex(TAG, fetchJson);
      const { source } = importSearchIndex(Document as unknown as FlexDocumentConstructor, file.index, file.documents.length);
      const whole = searchSourceWithCorrections(source, file.documents, query, options);
      expect(await index.search(query, options)).toEqual(whole);
    },
  );

  test('a corrected word reads the text of one page for the word it shows, not of every page it is on', async () => {
    const three: PageInput[] = fromMarkdown(
      ['Osastot', 'Tehtävät', 'Käyttäjät'].map((title, i) => ({
        route: `/sivu-${i}`,
        title,
        keywords: [],
        parentCategories: [],
        raw: `Avaa ${title.toLowerCase()} ja katso kalenteri.`,
      })),
    );
    const { fetchJson, urls } = server(splitSearchIndex(await buildSearchIndex(three), { shardBytes: 60 }));
    const index = await loadSearchIndex(TAG, fetchJson);
    const { hits, corrections } = await index.search('kalentri', { ...options, maxResults: 1 });
    expect(corrections).toEqual([{ from: 'kalentri', to: 'kalenteri' }]);
    expect(hits).toHaveLength(1);
    // The shown hit's page, and at most one other page for the corrected word.
    expect(fragmentUrls(urls).length).toBeLessThanOrEqual(2);
  });

  test('the words as typed: no correction', async () => {
    const index = await loadSearchIndex(TAG, server().fetchJson);
    expect((await index.search('vuorlista', options)).corrections).toEqual([{ from: 'vuorlista', to: 'vuorolista' }]);
    expect(await index.search('vuorlista', options, true)).toMatchObject({ hits: [], corrections: [] });
  });

  test('concurrent callers share one manifest request, and the index is cached per tag', async () => {
    const { fetchJson } = server();
    const [a, b] = await Promise.all([loadSearchIndex(TAG, fetchJson), loadSearchIndex(TAG, fetchJson)]);
    expect(a).toBe(b);
    expect(await loadSearchIndex(TAG, fetchJson)).toBe(a);
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });

  test('concurrent searches share the requests of the parts they both need', async () => {
    const { fetchJson, urls } = server();
    const index = await loadSearchIndex(TAG, fetchJson);
    await Promise.all([index.search('loma', options), index.search('loma', options)]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('an empty index (no pages of that kind) needs no parts and finds nothing', async () => {
    const empty = splitSearchIndex(await buildSearchIndex([], { type: 'other' }));
    const serve = fetchFromSplitFiles('default', empty);
    const fetchJson = jest.fn(serve);
    const index = await loadSearchIndex('default', fetchJson);
    expect(await index.search('loma', options)).toEqual({ hits: [], corrections: [] });
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    ['a 500 answer', () => new Error('answered 500')],
    ['invalid JSON', () => new SyntaxError('Unexpected end of JSON input')],
    ['a wrong shape', () => ({ version: 'abc', pages: 'x' })],
    ['words without their field masks', () => ({ ...split.manifest, fields: '' })],
    ['a shard list that does not start at the first word', () => ({ ...split.manifest, shards: [1] })],
    ['null', () => null],
  ])('a manifest with %s gives an empty index with a console warning, never a rejection', async (_name, answer) => {
    const { fetchJson } = server(split, answer);
    const index = await loadSearchIndex(TAG, fetchJson);
    expect(await index.search('loma', options)).toEqual({ hits: [], corrections: [] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a failed manifest is not cached: the next call tries again', async () => {
    let fail = true;
    const { fetchJson } = server(split, () => (fail ? new Error('answered 500') : undefined));
    expect((await (await loadSearchIndex(TAG, fetchJson)).search('loma', options)).hits).toEqual([]);
    fail = false;
    expect((await (await loadSearchIndex(TAG, fetchJson)).search('loma', options)).hits.length).toBeGreaterThan(0);
    expect(fetchJson).toHaveBeenCalledWith(manifestUrl(TAG));
  });
});

describe('one part failing', () => {
  const isShard = (url: string) => /\/t\d+\.json$/.test(url);
  const isFragment = (url: string) => /\/p\d+\.json$/.test(url);

  test.each([
    ['a shard answering 500', isShard, new Error('answered 500')],
    ['a shard with invalid JSON', isShard, new SyntaxError('Unexpected token')],
    ['a shard of another shape', isShard, [[['x']]]],
    ['a fragment answering 404', isFragment, new Error('answered 404')],
    ['a fragment with the wrong number of sections', isFragment, ['only one']],
  ])('%s: that search gives no results and a warning; the next search asks again and succeeds', async (_name, matches, answer) => {
    let broken = true;
    const { fetchJson, urls } = server(split, (url) => (broken && matches(url) ? answer : undefined));
    const index = await loadSearchIndex(TAG, fetchJson);
    const outcome = await searchAll([index], 'lomakalenteri', options);
    expect(outcome).toEqual({ hits: [], corrections: [] });
    expect(warn).toHaveBeenCalledTimes(1);

    broken = false;
    const failedUrls = urls.filter(matches);
    const retried = await searchAll([index], 'lomakalenteri', options);
    expect(routes(retried.hits)[0]).toBe('/manual/perustoiminnot/lomasuunnittelu#lomakalenteri');
    expect(urls.filter(matches).length).toBeGreaterThan(failedUrls.length);
  });
});

describe('searching all indexes', () => {
  const doc = (id: number, route: string): SearchDocument => ({
    id,
    title: route,
    content: '',
    keywords: [],
    sidebarParentCategories: [],
    sectionTitle: route,
    pageTitle: route,
    sectionRoute: route,
    type: 'docs',
  });
  const fixed = (name: string, hits: SearchHit[]): LoadedIndex => ({ name, search: async () => ({ hits, corrections: [] }) });

  test('merges the indexes, sorts by score and caps at maxResults', async () => {
    const a = fixed('docs', Array.from({ length: 6 }, (_, i) => ({ document: doc(i, `/a${i}`), score: 10 - i, terms: ['x'] })));
    const b = fixed('default', Array.from({ length: 6 }, (_, i) => ({ document: doc(i, `/b${i}`), score: 9.5 - i, terms: ['x'] })));
    const { hits } = await searchAll([a, b], 'x', options);
    expect(routes(hits)).toEqual(['/a0', '/b0', '/a1', '/b1', '/a2', '/b2', '/a3', '/b3']);
  });

  test('a failing index is skipped with a warning, whether it throws or rejects', async () => {
    const throwing: LoadedIndex = {
      name: 'throwing',
      search: () => {
        throw new Error('boom');
      },
    };
    const rejecting: LoadedIndex = { name: 'rejecting', search: async () => Promise.reject(new Error('boom')) };
    const ok = fixed('docs', [{ document: doc(0, '/a'), score: 1, terms: ['x'] }]);
    expect(routes((await searchAll([throwing, rejecting, ok], 'x', options)).hits)).toEqual(['/a']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test('a correction made by several indexes is reported once', async () => {
    const corrected = (name: string): LoadedIndex => ({
      name,
      search: async () => ({ hits: [], corrections: [{ from: 'kalentri', to: 'kalenteri' }] }),
    });
    expect((await searchAll([corrected('docs'), corrected('default')], 'kalentri', options)).corrections).toEqual([
      { from: 'kalentri', to: 'kalenteri' },
    ]);
  });
});
