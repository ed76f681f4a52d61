// The ONE FlexSearch Document configuration, used by the index builder and by the browser import.
// The serialized index holds no configuration: importing it into a Document created with other
// fields, tokenizer or resolution silently finds nothing, so both sides build their options here.
// This module imports no FlexSearch code (the browser loads the library with a dynamic import()).
import { isStopWord, stemWord } from './encoder';

// The four indexed fields (title, content, keywords, parent categories) plus the lexicon expansions (base forms and compound parts from
// lib/build/search-index/lexicon.json) of the title words and of the content and tag words, and
// the text of the section's links, apart from its own words (content).
export const INDEX_FIELDS = ['title', 'content', 'keywords', 'sidebarParentCategories', 'titleParts', 'parts', 'links'] as const;
export type IndexField = (typeof INDEX_FIELDS)[number];

type Tokenize = 'strict' | 'forward';

export type IndexConfig = {
  stem: (word: string) => string;
  // 'strict' stores whole stems only; the search expands prefixes from the index's own vocabulary
  // (exact and prefix hits stay apart, and the file is about half the size of 'forward').
  tokenize: Tokenize;
  // FlexSearch's position buckets (1 = none); our ranking does not use them.
  resolution: number;
  // Leave out of the body-text fields (content, parts, links) what no search needs there: stop words
  // (queries drop them) and plain numbers (dates and sums of the worked examples). Measured: the
  // same hits, 4–5 KiB less gzip. Titles and keywords keep them (a stop-word-only query still finds
  // "Mistä saat apua").
  contentFilter: { stopWords: boolean; numbers: boolean };
};

export const DEFAULT_INDEX_CONFIG: IndexConfig = {
  stem: stemWord,
  tokenize: 'strict',
  resolution: 1,
  contentFilter: { stopWords: true, numbers: true },
};

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

// Index side: our own normalisation (lowercase, NFC; the ä/ö/å folding is part of stemWord),
// split on anything but letters and digits, the Finnish stemmer in `finalize` (the `stemmer`
// option only takes a suffix map) and no letter de-duplication (kassa ≠ kasa).
export function createEncoderOptions(
  stem: (word: string) => string = stemWord,
  skip: (word: string) => boolean = () => false,
) {
  return {
    normalize: (text: string) => text.normalize('NFC').toLowerCase(),
    split: WORD_SPLIT,
    numeric: false,
    dedupe: false,
    minlength: 1,
    cache: false,
    finalize: (terms: string[]) => terms.filter((t) => !skip(t)).map(stem).filter(Boolean),
  };
}

const BODY_FIELDS: ReadonlySet<IndexField> = new Set(['content', 'parts', 'links']);

// Query side: the search encodes the query itself with the same stemWord (lib/search/search-core.ts)
// and asks FlexSearch for exact stems, including the prefix expansions it takes from the index's
// vocabulary; so the query encoder passes those stems through unchanged. (Stemming a stem again
// is not a no-op: vuorolist → vuorol.) Same fields, tokenizer and resolution as the build side.
const PRE_ENCODED = (text: string): string[] => text.split(' ').filter(Boolean);

function documentOptions(config: Partial<IndexConfig>, encoderFor: (field: IndexField | null) => object) {
  const { tokenize, resolution } = { ...DEFAULT_INDEX_CONFIG, ...config };
  return {
    tokenize,
    resolution,
    cache: false,
    fastupdate: false,
    ...encoderFor(null),
    document: {
      id: 'id',
      store: false,
      index: INDEX_FIELDS.map((field) => ({ field, tokenize, resolution, ...encoderFor(field) })),
    },
  };
}

// Options of the Document the index is built with (Node).
export function createDocumentOptions(config: Partial<IndexConfig> = {}) {
  const { stem, contentFilter } = { ...DEFAULT_INDEX_CONFIG, ...config };
  const skipInBody = (word: string) =>
    (contentFilter.numbers && /^\p{N}+$/u.test(word)) || (contentFilter.stopWords && isStopWord(word));
  const plain = { encoder: createEncoderOptions(stem) };
  const body = { encoder: createEncoderOptions(stem, skipInBody) };
  return documentOptions(config, (field) => (field && BODY_FIELDS.has(field) ? body : plain));
}

// Options of the Document the browser imports the index into and searches with stems.
export function createQueryDocumentOptions(config: Partial<IndexConfig> = {}) {
  return documentOptions(config, () => ({ encode: PRE_ENCODED }));
}

// What gets added to the FlexSearch Document per search document.
export type IndexedRecord = { id: number } & Record<IndexField, string>;
