// The site's search index files, built by the route
// handlers app/search-index-*.json/route.ts when the export runs. Node only: lexicon.json stays
// out of the browser bundle because only these route handlers import this module.
import { getDocPages } from '../docs';
import { buildSearchIndex, toPageInputs, type Lexicon } from './build-index';
import lexiconJson from './lexicon.json';
import { SYNONYMS } from './synonyms';
import type { SearchIndexFile } from '../../search/types';

const lexicon: Lexicon = lexiconJson;

// Doc pages (drafts left out by getDocPages), one document per section.
export function buildDocsSearchIndexFile(): Promise<SearchIndexFile> {
  return buildSearchIndex(toPageInputs(getDocPages()), { lexicon, synonyms: SYNONYMS, type: 'docs' });
}

// Other (non-doc) pages: none today, so an empty index of the same shape.
export function buildPagesSearchIndexFile(): Promise<SearchIndexFile> {
  return buildSearchIndex([], { lexicon, synonyms: SYNONYMS, type: 'other' });
}
