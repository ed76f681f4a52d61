// The site's search index files, built by the route handlers when the export runs: per tag the
// whole index (app/search-index-*.json/route.ts: `{ documents, index }`, for other tools) and its
// split form, which the search dialog loads (app/search/[tag]/…). Node only: lexicon.json stays
// out of the browser bundle because only these route handlers import this module.
import { getDocPages } from '../docs';
import { searchIndexTags, docsIndexTag } from '../../search/tags';
import { siteConfig } from '../../site/site-config';
import { buildSearchIndex, toPageInputs, type Lexicon } from './build-index';
import lexiconJson from './lexicon.json';
import { splitSearchIndex, type SplitFiles } from './split-index';
import { SYNONYMS } from './synonyms';
import type { SearchIndexFile } from '../../search/types';

const lexicon: Lexicon = lexiconJson;

// Doc pages (drafts left out by getDocPages), one document per section.
function buildDocsSearchIndexFile(): Promise<SearchIndexFile> {
  return buildSearchIndex(toPageInputs(getDocPages()), { lexicon, synonyms: SYNONYMS, type: 'docs' });
}

// Other (non-doc) pages: none today, so an empty index of the same shape.
function buildPagesSearchIndexFile(): Promise<SearchIndexFile> {
  return buildSearchIndex([], { lexicon, synonyms: SYNONYMS, type: 'other' });
}

export function searchTags(): string[] {
  return searchIndexTags(siteConfig);
}

// The whole file and every part of the split form are routes of their own; each tag's index is
// built once per build worker, not once per file.
const wholeCache = new Map<string, Promise<SearchIndexFile>>();
const splitCache = new Map<string, Promise<SplitFiles>>();

export function searchIndexFile(tag: string): Promise<SearchIndexFile> {
  let file = wholeCache.get(tag);
  if (!file) {
    file = tag === docsIndexTag(siteConfig) ? buildDocsSearchIndexFile() : buildPagesSearchIndexFile();
    wholeCache.set(tag, file);
  }
  return file;
}

export function splitIndexFiles(tag: string): Promise<SplitFiles> {
  let files = splitCache.get(tag);
  if (!files) {
    files = searchIndexFile(tag).then((file) => splitSearchIndex(file));
    splitCache.set(tag, files);
  }
  return files;
}
