// The split form of a search index, which the search dialog loads instead of the whole
// search-index-{name}.json (the design follows Pagefind): a small manifest, term shards and page
// fragments, so a search downloads only the parts its words need.
//
// - manifest.json: the pages and sections (what ranking and grouping read: routes, titles, keywords,
//   categories), the whole sorted vocabulary of stems with the fields each stem occurs in (prefix
//   expansion and typo correction read it), and where each term shard starts.
// - t{n}.json: the document ids of a run of consecutive vocabulary stems, per field.
// - p{n}.json: the section texts of page n (result snippets, the word a correction shows).
//
// The parts sit in a folder named by a hash of their content, so they can be cached for good;
// only the manifest, which names that folder, is revalidated. Build (Node) and browser share
// this module: its paths, shapes and checks.
import { PAGE_TYPE_NAMES } from '../site/page-types';
import { stemWord } from './encoder';
import { INDEX_FIELDS, type IndexField } from './index-options';
import { limitStems, queryIntent } from './intent';
import { analyzeQuery, expandPrefix, expandsAsPrefix, lowerBound, type FieldSource, type RankingConfig } from './search-core';
import type { SearchDocument, SearchOptions } from './types';

type DocType = SearchDocument['type'];

export type SplitManifest = {
  // Hash of the parts; the folder they are published in.
  version: string;
  // route (with base path, without #anchor), title, keywords, parent categories, document type
  pages: [string, string, string[], string[], DocType][];
  // One per section, the position is the document id: page number, anchor ('' for the text
  // before the first heading), section title.
  docs: [number, string, string][];
  // Every stem of the index, sorted; `fields` has one character per stem: the bit mask of the
  // fields (INDEX_FIELDS order) that hold it, as the character code minus FIELD_MASK_BASE.
  words: string[];
  fields: string;
  // Position in `words` of the first stem of each term shard, ascending, starting at 0.
  shards: number[];
};

// Per stem of the shard (in vocabulary order), one id list per field of its mask (INDEX_FIELDS
// order); each list ascending and delta-coded (first id, then differences).
export type TermShard = number[][][];

// The section texts of one page, in document id order.
export type PageFragment = string[];

export const FIELD_MASK_BASE = 48;

function splitPath(name: string): string {
  return `/search/${name}`;
}
export function manifestPath(name: string): string {
  return `${splitPath(name)}/manifest.json`;
}
export function shardFile(n: number): string {
  return `t${n}.json`;
}
export function fragmentFile(page: number): string {
  return `p${page}.json`;
}
export function partPath(name: string, version: string, file: string): string {
  return `${splitPath(name)}/${version}/${file}`;
}

export function fieldBit(field: IndexField): number {
  return 1 << INDEX_FIELDS.indexOf(field);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isIndex = (v: unknown, length: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < length;
const DOC_TYPES: ReadonlySet<unknown> = new Set<DocType>([...PAGE_TYPE_NAMES, 'other']);

export function isSplitManifest(value: unknown): value is SplitManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { version, pages, docs, words, fields, shards } = value as Record<string, unknown>;
  if (!isString(version) || !/^[0-9a-f]+$/.test(version)) return false;
  if (!Array.isArray(pages) || !Array.isArray(docs) || !isStringArray(words) || !isString(fields) || !Array.isArray(shards)) return false;
  const pageOk = (p: unknown) =>
    Array.isArray(p) && p.length === 5 && isString(p[0]) && isString(p[1]) && isStringArray(p[2]) && isStringArray(p[3]) && DOC_TYPES.has(p[4]);
  const docOk = (d: unknown) => Array.isArray(d) && d.length === 3 && isIndex(d[0], pages.length) && isString(d[1]) && isString(d[2]);
  const shardsOk =
    (words.length === 0 || shards[0] === 0) && shards.every((s, i) => isIndex(s, words.length) && (i === 0 || s > shards[i - 1]));
  return pages.every(pageOk) && docs.every(docOk) && fields.length === words.length && shardsOk;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

export function isTermShard(value: unknown, masks: readonly number[]): value is TermShard {
  return (
    Array.isArray(value) &&
    value.length === masks.length &&
    value.every(
      (lists, i) =>
        Array.isArray(lists) &&
        lists.length === bitCount(masks[i]) &&
        lists.every((ids) => Array.isArray(ids) && ids.length > 0 && ids.every((id) => Number.isInteger(id) && id >= 0)),
    )
  );
}

export function isPageFragment(value: unknown, sections: number): value is PageFragment {
  return isStringArray(value) && value.length === sections;
}

export function deltaEncode(ids: readonly number[]): number[] {
  return ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]));
}

export function deltaDecode(deltas: readonly number[]): number[] {
  const out = new Array<number>(deltas.length);
  let id = 0;
  deltas.forEach((d, i) => (out[i] = id = i === 0 ? d : id + d));
  return out;
}

// A loaded manifest and whatever parts have arrived, read as a FieldSource and documents.
// Lookups that need a part not loaded yet return nothing and are recorded, so the caller can
// load those parts and search again (lib/browser/search/split-client.ts).
export class SplitIndex {
  readonly masks: number[];
  readonly documents: SearchDocument[];
  private readonly vocabularies: Map<IndexField, string[]>;
  private readonly shards: (Map<IndexField, number[]>[] | undefined)[];
  private readonly texts: (PageFragment | undefined)[];
  private readonly pageDocs: number[][];
  // Position of each document among its page's sections (its place in the page fragment).
  private readonly sectionIndex: number[];
  // Set while a search runs: the shards and the pages' texts it needed before they were loaded.
  private shardMisses: Set<number> | null = null;
  private textMisses: Set<number> | null = null;

  constructor(readonly manifest: SplitManifest) {
    this.masks = Array.from(manifest.fields, (c) => c.charCodeAt(0) - FIELD_MASK_BASE);
    this.vocabularies = new Map(
      INDEX_FIELDS.map((field) => {
        const bit = fieldBit(field);
        return [field, manifest.words.filter((_, i) => this.masks[i] & bit)];
      }),
    );
    this.shards = new Array(manifest.shards.length).fill(undefined);
    this.texts = new Array(manifest.pages.length).fill(undefined);
    this.pageDocs = manifest.pages.map(() => []);
    this.sectionIndex = manifest.docs.map(([page], id) => this.pageDocs[page].push(id) - 1);
    this.documents = manifest.docs.map(([page, anchor, title], id) => this.document(id, page, anchor, title));
  }

  // The content is read from the page's fragment; reading it before the fragment is there gives
  // '' and notes the page as missing.
  private document(id: number, page: number, anchor: string, title: string): SearchDocument {
    const [route, pageTitle, keywords, categories, type] = this.manifest.pages[page];
    const at = this.sectionIndex[id];
    const texts = this.texts;
    const doc = { id, title, keywords, sidebarParentCategories: categories, sectionTitle: title, pageTitle, sectionRoute: anchor ? `${route}#${anchor}` : route, type } as SearchDocument;
    Object.defineProperty(doc, 'content', {
      enumerable: true,
      get: () => {
        const text = texts[page];
        if (!text) this.textMisses?.add(page);
        return text ? text[at] : '';
      },
    });
    return doc;
  }

  // Shard that holds vocabulary position `word`.
  shardOf(word: number): number {
    const starts = this.manifest.shards;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= word) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  // Vocabulary position of `stem` in `field`, or -1.
  wordOf(field: IndexField, stem: string): number {
    const words = this.manifest.words;
    const i = lowerBound(words, stem);
    return words[i] === stem && this.masks[i] & fieldBit(field) ? i : -1;
  }

  shardRange(n: number): { first: number; end: number } {
    const starts = this.manifest.shards;
    return { first: starts[n], end: n + 1 < starts.length ? starts[n + 1] : this.manifest.words.length };
  }

  hasShard(n: number): boolean {
    return this.shards[n] !== undefined;
  }

  addShard(n: number, shard: TermShard): void {
    const { first } = this.shardRange(n);
    this.shards[n] = shard.map((lists, i) => {
      const byField = new Map<IndexField, number[]>();
      let k = 0;
      for (const field of INDEX_FIELDS) if (this.masks[first + i] & fieldBit(field)) byField.set(field, deltaDecode(lists[k++]));
      return byField;
    });
  }

  sectionsOf(page: number): number {
    return this.pageDocs[page].length;
  }

  pageOf(id: number): number {
    return this.manifest.docs[id][0];
  }

  hasFragment(page: number): boolean {
    return this.texts[page] !== undefined;
  }

  addFragment(page: number, fragment: PageFragment): void {
    this.texts[page] = fragment;
  }

  // The index as the ranking reads it. A lookup in a shard that is not loaded finds nothing and,
  // while a search is being recorded, notes the shard.
  readonly source: FieldSource = {
    exact: (field, stem) => {
      const word = this.wordOf(field, stem);
      if (word < 0) return [];
      const n = this.shardOf(word);
      const shard = this.shards[n];
      if (!shard) {
        this.shardMisses?.add(n);
        return [];
      }
      return shard[word - this.manifest.shards[n]].get(field) ?? [];
    },
    vocabulary: (field) => this.vocabularies.get(field) ?? [],
  };

  // Runs `search` noting the shards it looked into and the pages whose text it read before they
  // were loaded.
  recording<T>(shards: Set<number>, pages: Set<number>, search: () => T): T {
    this.shardMisses = shards;
    this.textMisses = pages;
    try {
      return search();
    } finally {
      this.shardMisses = null;
      this.textMisses = null;
    }
  }

  // The shards a query's words and their prefix expansions are in, as the ranking will look them
  // up (lib/search/search-core.ts matchTerm), so that most searches need one round of requests.
  shardsFor(query: string, options: SearchOptions, ranking: RankingConfig): Set<number> {
    const shards = new Set<number>();
    for (const t of analyzeQuery(query, options.maxQueryLength, stemWord, ranking.maxTerms)) {
      for (const field of INDEX_FIELDS) {
        const expansions = expandsAsPrefix(t, ranking) ? expandPrefix(this.source.vocabulary(field), t.stem, ranking.maxExpansions) : [];
        for (const stem of [t.stem, ...expansions]) {
          const word = this.wordOf(field, stem);
          if (word >= 0) shards.add(this.shardOf(word));
        }
      }
    }
    // A question about a rule also looks up the sections that state a limit.
    if (queryIntent(query, options.maxQueryLength) === 'rule') {
      for (const stem of limitStems()) {
        const word = this.wordOf('content', stem);
        if (word >= 0) shards.add(this.shardOf(word));
      }
    }
    return shards;
  }
}
