import { buildSearchIndex } from '../../build/search-index/build-index';
import { fromMarkdown } from '../../build/__tests__/page-input';
import { loadSearchIndex, resetSearchIndexCache, searchAll, searchIndexUrl, type LoadedIndex } from '../search/client';
import type { SearchDocument, SearchHit, SearchIndexFile, SearchOptions } from '../../search/types';

const options: SearchOptions = {
  boosts: { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 },
  maxResults: 8,
  maxQueryLength: 512,
};

let file: SearchIndexFile;
beforeAll(async () => {
  file = await buildSearchIndex(
    fromMarkdown([
    {
      route: '/perustoiminnot/lomasuunnittelu',
      title: 'Lomasuunnittelu',
      tags: ['loma'],
      parentCategories: ['Perustoiminnot'],
      raw: 'Vuosilomat suunnitellaan täällä.\n\n## Lomakalenteri\n\nLomakalenteri näyttää lomat.',
    },
    ]),
  );
});

function response(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetSearchIndexCache();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('loading search indexes', () => {
  test('the URL carries the base path', () => {
    expect(searchIndexUrl('docs-default-current')).toBe('/manual/search-index-docs-default-current.json');
  });

  test('loads, imports and searches; the hit carries the matched terms', async () => {
    const fetchImpl = jest.fn(async () => response(JSON.stringify(file)));
    const index = await loadSearchIndex('docs-default-current', '/manual/search-index-docs-default-current.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/manual/search-index-docs-default-current.json');
    expect(index.tag).toBe('docs-default-current');
    expect(index.documents).toHaveLength(2);
    const { hits } = index.search('lomakalenterin', options);
    expect(hits[0].document.sectionRoute).toBe('/manual/perustoiminnot/lomasuunnittelu#lomakalenteri');
    expect(hits[0].terms).toEqual(['lomakalenterin']);
    expect(warn).not.toHaveBeenCalled();
  });

  test('concurrent callers share one request, and the result is cached per tag', async () => {
    const fetchImpl = jest.fn(async () => response(JSON.stringify(file)));
    const [a, b] = await Promise.all([
      loadSearchIndex('docs', '/manual/a.json', fetchImpl),
      loadSearchIndex('docs', '/manual/a.json', fetchImpl),
    ]);
    expect(a).toBe(b);
    expect(await loadSearchIndex('docs', '/manual/a.json', fetchImpl)).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await loadSearchIndex('default', '/manual/b.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  test('an empty index (no pages of that kind) loads and is cached like any other', async () => {
    const empty = await buildSearchIndex([], { type: 'other' });
    const fetchImpl = jest.fn(async () => response(JSON.stringify(empty)));
    const index = await loadSearchIndex('default', '/manual/search-index-default.json', fetchImpl);
    expect(index.search('loma', options).hits).toEqual([]);
    await loadSearchIndex('default', '/manual/search-index-default.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    ['a 500 answer', async () => response('Internal error', 500)],
    ['a 404 answer', async () => response('{}', 404)],
    ['invalid JSON', async () => response('{"documents": [')],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a wrong shape', async () => response(JSON.stringify({ documents: 'x', index: {} }))],
    ['documents with wrong fields', async () => response(JSON.stringify({ documents: [{ id: '1' }], index: {} }))],
    ['an index with non-string data', async () => response(JSON.stringify({ documents: [], index: { '1.reg': [1] } }))],
    ['a malformed FlexSearch export', async () => response(JSON.stringify({ ...fileRef(), index: { 'content.1.map': '[[' } }))],
    ['null', async () => response('null')],
  ])('%s gives an empty index with a console warning, never a rejection', async (_name, impl) => {
    const fetchImpl = jest.fn(impl) as unknown as typeof fetch;
    const index = await loadSearchIndex('docs', '/manual/x.json', fetchImpl);
    expect(index.tag).toBe('docs');
    expect(index.documents).toEqual([]);
    expect(index.search('loma', options).hits).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a failed load is not cached: the next call tries again', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(response('', 500))
      .mockResolvedValueOnce(response(JSON.stringify(file)));
    expect((await loadSearchIndex('docs', '/manual/x.json', fetchImpl)).documents).toEqual([]);
    expect((await loadSearchIndex('docs', '/manual/x.json', fetchImpl)).documents).toHaveLength(2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

function fileRef() {
  return file;
}

describe('searching all tags', () => {
  const doc = (id: number, route: string): SearchDocument => ({
    id,
    title: route,
    content: '',
    tags: [],
    sidebarParentCategories: [],
    sectionTitle: route,
    pageTitle: route,
    sectionRoute: route,
    type: 'docs',
  });
  const fixed = (tag: string, hits: SearchHit[]): LoadedIndex => ({ tag, documents: hits.map((h) => h.document), search: () => ({ hits, corrections: [] }) });

  test('merges the tags, sorts by score and caps at maxResults', () => {
    const a = fixed('docs', Array.from({ length: 6 }, (_, i) => ({ document: doc(i, `/a${i}`), score: 10 - i, terms: ['x'] })));
    const b = fixed('default', Array.from({ length: 6 }, (_, i) => ({ document: doc(i, `/b${i}`), score: 9.5 - i, terms: ['x'] })));
    const { hits } = searchAll([a, b], 'x', options);
    expect(hits).toHaveLength(8);
    expect(hits.map((h) => h.document.sectionRoute)).toEqual(['/a0', '/b0', '/a1', '/b1', '/a2', '/b2', '/a3', '/b3']);
  });

  test('a failing index is skipped with a warning', () => {
    const broken: LoadedIndex = {
      tag: 'broken',
      documents: [],
      search: () => {
        throw new Error('boom');
      },
    };
    const ok = fixed('docs', [{ document: doc(0, '/a'), score: 1, terms: ['x'] }]);
    expect(searchAll([broken, ok], 'x', options).hits.map((h) => h.document.sectionRoute)).toEqual(['/a']);
    expect(warn).toHaveBeenCalled();
  });

  test('a correction made by several tags is reported once', () => {
    const corrected = (tag: string): LoadedIndex => ({
      tag,
      documents: [],
      search: () => ({ hits: [], corrections: [{ from: 'kalentri', to: 'kalenteri' }] }),
    });
    expect(searchAll([corrected('docs'), corrected('default')], 'kalentri', options).corrections).toEqual([
      { from: 'kalentri', to: 'kalenteri' },
    ]);
  });
});
