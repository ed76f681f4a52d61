// Browser side of the search: loads /manual/search-index-{tag}.json once per tag, imports it into
// FlexSearch (loaded with a dynamic import() when search is first used, so the library stays out
// of the first page load) and ranks hits with lib/search/search-core.ts.
import { BASE_PATH } from '../../site/routes';
import { importSearchIndex, type FlexDocumentConstructor } from '../../search/flex-source';
import { DEFAULT_RANKING, searchSourceWithCorrections, sortAndCap, type Correction, type SearchOutcome } from '../../search/search-core';
import type { SearchDocument, SearchHit, SearchIndexFile, SearchOptions } from '../../search/types';

export type LoadedIndex = {
  tag: string;
  documents: SearchDocument[];
  // exact: no typo correction (the reader asked for the words as typed).
  search(query: string, options: SearchOptions, exact?: boolean): SearchOutcome;
};

// `fetch()` in the browser ignores Next's basePath: the URL must carry it.
export function searchIndexUrl(tag: string, basePath = BASE_PATH): string {
  return `${basePath}/search-index-${tag}.json`;
}

const cache = new Map<string, Promise<LoadedIndex>>();

export function resetSearchIndexCache(): void {
  cache.clear();
}

function emptyIndex(tag: string): LoadedIndex {
  return { tag, documents: [], search: () => ({ hits: [], corrections: [] }) };
}

const DOC_STRING_FIELDS = ['title', 'content', 'sectionTitle', 'pageTitle', 'sectionRoute'] as const;
const DOC_TYPES = new Set(['docs', 'blog', 'other']);

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function isSearchDocument(value: unknown): value is SearchDocument {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.id === 'number' &&
    Number.isFinite(d.id) &&
    DOC_STRING_FIELDS.every((k) => typeof d[k] === 'string') &&
    isStringArray(d.tags) &&
    isStringArray(d.sidebarParentCategories) &&
    typeof d.type === 'string' &&
    DOC_TYPES.has(d.type)
  );
}

// The published shape of a search index file: documents and the serialized index.
export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.documents) || !v.documents.every(isSearchDocument)) return false;
  if (!v.index || typeof v.index !== 'object' || Array.isArray(v.index)) return false;
  return Object.values(v.index as Record<string, unknown>).every((data) => typeof data === 'string');
}

async function loadFlexSearch(): Promise<FlexDocumentConstructor> {
  const mod = await import('flexsearch');
  return mod.Document as unknown as FlexDocumentConstructor;
}

export function createLoadedIndex(tag: string, file: SearchIndexFile, Document: FlexDocumentConstructor): LoadedIndex {
  const documents = file.documents;
  if (documents.length === 0) return emptyIndex(tag);
  const { source } = importSearchIndex(Document, file.index, documents.length);
  return {
    tag,
    documents,
    search(query, options, exact = false) {
      const ranking = exact ? { ...DEFAULT_RANKING, fuzzy: false } : DEFAULT_RANKING;
      return searchSourceWithCorrections(source, documents, query, options, ranking);
    },
  };
}

const FAILED = Symbol('failed');
type Failed = LoadedIndex & { [FAILED]?: true };

function failed(tag: string, ...warning: unknown[]): Failed {
  console.warn(...warning);
  return { ...emptyIndex(tag), [FAILED]: true };
}

async function fetchAndImport(tag: string, url: string, fetchImpl: typeof fetch): Promise<Failed> {
  let data: unknown;
  try {
    const response = await fetchImpl(url);
    if (!response.ok) {
      return failed(tag, `[search] ${url} answered ${response.status}; searching "${tag}" finds nothing.`);
    }
    data = await response.json();
  } catch (error) {
    return failed(tag, `[search] could not load ${url}; searching "${tag}" finds nothing.`, error);
  }
  if (!isSearchIndexFile(data)) {
    return failed(tag, `[search] ${url} is not a search index ({ documents, index }); searching "${tag}" finds nothing.`);
  }
  if (data.documents.length === 0) return emptyIndex(tag);
  try {
    return createLoadedIndex(tag, data, await loadFlexSearch());
  } catch (error) {
    return failed(tag, `[search] ${url} could not be imported; searching "${tag}" finds nothing.`, error);
  }
}

// Cached per tag; concurrent callers share one request. Never rejects: a failed load gives an
// empty index and a console warning, and is not cached, so a later call tries again.
export function loadSearchIndex(tag: string, url: string, fetchImpl?: typeof fetch): Promise<LoadedIndex> {
  const cached = cache.get(tag);
  if (cached) return cached;
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const promise: Promise<LoadedIndex> = fetchAndImport(tag, url, doFetch as typeof fetch).then((loaded) => {
    if (loaded[FAILED] && cache.get(tag) === promise) cache.delete(tag);
    return { tag: loaded.tag, documents: loaded.documents, search: loaded.search };
  });
  cache.set(tag, promise);
  return promise;
}

// Hits of all tags merged: each tag's hits are already capped; sorted by score and capped again.
// A correction is reported once, whichever tags made it.
export function searchAll(indexes: LoadedIndex[], query: string, options: SearchOptions, exact = false): SearchOutcome {
  const hits: SearchHit[] = [];
  const corrections = new Map<string, Correction>();
  for (const index of indexes) {
    try {
      const outcome = index.search(query, options, exact);
      hits.push(...outcome.hits);
      for (const c of outcome.corrections) if (!corrections.has(c.from)) corrections.set(c.from, c);
    } catch (error) {
      console.warn(`[search] searching "${index.tag}" failed.`, error);
    }
  }
  return { hits: sortAndCap(hits, options.maxResults), corrections: [...corrections.values()] };
}
