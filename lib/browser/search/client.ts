// Browser side of the search: loads the split form of each index (lib/search/split-index.ts)
// when search is first used, once per index, then per query only the term shards its words need and
// the page fragments of the results shown, and ranks with lib/search/search-core.ts.
// search-index-{name}.json, the whole index, stays published for other tools; the dialog does not
// download it.
import { BASE_PATH } from '../../site/routes';
import type { NearPage } from '../../search/nearest';
import { DEFAULT_RANKING, searchSourceWithCorrections, sortAndCap, type Correction, type SearchOutcome } from '../../search/search-core';
import {
  fragmentFile,
  isPageFragment,
  isSplitManifest,
  isTermShard,
  manifestPath,
  partPath,
  shardFile,
  SplitIndex,
} from '../../search/split-index';
import type { SearchHit, SearchOptions } from '../../search/types';

// Pages offered when nothing is found, over all the indexes searched.
const NEAREST_SHOWN = 3;

export type LoadedIndex = {
  name: string;
  // exact: no typo correction (the reader asked for the words as typed). Rejects when a part the
  // query needs cannot be loaded.
  search(query: string, options: SearchOptions, exact?: boolean): Promise<SearchOutcome>;
};

type FetchJson = (url: string) => Promise<unknown>;

// `fetch()` in the browser ignores Next's basePath: the URL must carry it.
export function manifestUrl(name: string, basePath = BASE_PATH): string {
  return `${basePath}${manifestPath(name)}`;
}

const NOTHING: SearchOutcome = { hits: [], corrections: [] };

function emptyIndex(name: string): LoadedIndex {
  return { name, search: async () => NOTHING };
}

// Searching may need parts a first pass could not know of (the shards of a typo correction's
// word, the text its shown form is taken from): each pass loads what the previous one missed.
const MAX_PASSES = 4;

function createSplitIndex(name: string, index: SplitIndex, fetchJson: FetchJson, basePath = BASE_PATH): LoadedIndex {
  const pending = new Map<string, Promise<void>>();
  const url = (file: string) => `${basePath}${partPath(name, index.manifest.version, file)}`;

  // One request per part however many searches wait for it; a failed part is asked for again by
  // the next search.
  const loadPart = (file: string, accept: (data: unknown) => boolean): Promise<void> => {
    let promise = pending.get(file);
    if (!promise) {
      promise = fetchJson(url(file))
        .then((data) => {
          if (!accept(data)) throw new Error(`${url(file)} is not a part of this search index.`);
        })
        .finally(() => pending.delete(file));
      pending.set(file, promise);
    }
    return promise;
  };
  const loadShards = (shards: Iterable<number>) =>
    Promise.all(
      [...shards]
        .filter((n) => !index.hasShard(n))
        .map((n) => {
          const { first, end } = index.shardRange(n);
          return loadPart(shardFile(n), (data) => {
            if (!isTermShard(data, index.masks.slice(first, end))) return false;
            if (!index.hasShard(n)) index.addShard(n, data);
            return true;
          });
        }),
    );
  const loadFragments = (pages: Iterable<number>) =>
    Promise.all(
      [...pages]
        .filter((page) => !index.hasFragment(page))
        .map((page) =>
          loadPart(fragmentFile(page), (data) => {
            if (!isPageFragment(data, index.sectionsOf(page))) return false;
            if (!index.hasFragment(page)) index.addFragment(page, data);
            return true;
          }),
        ),
    );

  return {
    name,
    async search(query, options, exact = false) {
      const ranking = exact ? { ...DEFAULT_RANKING, fuzzy: false } : DEFAULT_RANKING;
      await loadShards(index.shardsFor(query, options, ranking));
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const shards = new Set<number>();
        const pages = new Set<number>();
        const outcome = index.recording(shards, pages, () =>
          searchSourceWithCorrections(index.source, index.documents, query, options, ranking),
        );
        if (shards.size === 0 && pages.size === 0) {
          await loadFragments(new Set(outcome.hits.map((hit) => index.pageOf(hit.document.id))));
          // Plain copies, now with their text.
          return { ...outcome, hits: outcome.hits.map((hit) => ({ ...hit, document: { ...hit.document } })) };
        }
        await Promise.all([loadShards(shards), loadFragments(pages)]);
      }
      throw new Error(`searching "${query}" still needed parts after ${MAX_PASSES} passes.`);
    },
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.json();
}

const cache = new Map<string, Promise<LoadedIndex>>();

export function resetSearchIndexCache(): void {
  cache.clear();
}

const FAILED = Symbol('failed');

async function loadManifest(name: string, fetchJson: FetchJson, basePath: string): Promise<LoadedIndex & { [FAILED]?: true }> {
  const url = manifestUrl(name, basePath);
  const failed = (...warning: unknown[]) => {
    console.warn(...warning);
    return { ...emptyIndex(name), [FAILED]: true as const };
  };
  let data: unknown;
  try {
    data = await fetchJson(url);
  } catch (error) {
    return failed(`[search] could not load ${url}; searching "${name}" finds nothing.`, error);
  }
  if (!isSplitManifest(data)) return failed(`[search] ${url} is not a search index manifest; searching "${name}" finds nothing.`);
  if (data.docs.length === 0) return emptyIndex(name);
  return createSplitIndex(name, new SplitIndex(data), fetchJson, basePath);
}

// Cached per name; concurrent callers share one request. Never rejects: a failed manifest gives an
// empty index and a console warning, and is not cached, so a later call tries again.
export function loadSearchIndex(name: string, fetchJson: FetchJson = defaultFetchJson, basePath = BASE_PATH): Promise<LoadedIndex> {
  const cached = cache.get(name);
  if (cached) return cached;
  const promise: Promise<LoadedIndex> = loadManifest(name, fetchJson, basePath).then((loaded) => {
    if (loaded[FAILED] && cache.get(name) === promise) cache.delete(name);
    return { name: loaded.name, search: loaded.search };
  });
  cache.set(name, promise);
  return promise;
}

// Hits of all indexes merged: each index's hits are already capped; sorted by score and capped again.
// An index whose search fails adds nothing (a console warning says why). A correction is reported
// once, whichever indexes made it.
export async function searchAll(indexes: LoadedIndex[], query: string, options: SearchOptions, exact = false): Promise<SearchOutcome> {
  const outcomes = await Promise.all(
    indexes.map((index) =>
      Promise.resolve()
        .then(() => index.search(query, options, exact))
        .catch((error: unknown) => {
        console.warn(`[search] searching "${index.name}" failed; it adds no results.`, error);
        return NOTHING;
      }),
    ),
  );
  const hits: SearchHit[] = [];
  const corrections = new Map<string, Correction>();
  const nearest = new Map<string, NearPage>();
  for (const outcome of outcomes) {
    hits.push(...outcome.hits);
    for (const c of outcome.corrections) if (!corrections.has(c.from)) corrections.set(c.from, c);
    for (const page of outcome.nearest ?? []) if (!nearest.has(page.route)) nearest.set(page.route, page);
  }
  const merged = { hits: sortAndCap(hits, options.maxResults), corrections: [...corrections.values()] };
  return merged.hits.length > 0 || nearest.size === 0 ? merged : { ...merged, nearest: [...nearest.values()].slice(0, NEAREST_SHOWN) };
}
