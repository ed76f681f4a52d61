// The site's search index files, built by the route handlers when the export runs: per index name the
// whole index (app/search-index-*.json/route.ts: `{ documents, index }`, for other tools) and its
// split form, which the search dialog loads (app/search/[index]/…). Node only: lexicon.json stays
// out of the browser bundle because only these route handlers import this module.
import 'server-only';
import { getDocPages } from '../docs';
import { perContent } from '../generated';
import { docsIndexName, searchIndexNames } from '../../search/index-names';
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

// The whole file and every part of the split form are routes of their own; each index is
// built once per build worker (and in `next dev` once per content change), not once per file.
const caches = perContent(() => ({
  whole: new Map<string, Promise<SearchIndexFile>>(),
  split: new Map<string, Promise<SplitFiles>>(),
}));

export function searchIndexFile(name: string): Promise<SearchIndexFile> {
  const { whole } = caches();
  let file = whole.get(name);
  if (!file) {
    file = name === docsIndexName(siteConfig) ? buildDocsSearchIndexFile() : buildPagesSearchIndexFile();
    whole.set(name, file);
  }
  return file;
}

export function splitIndexFiles(name: string): Promise<SplitFiles> {
  const { split } = caches();
  let files = split.get(name);
  if (!files) {
    files = searchIndexFile(name).then((file) => splitSearchIndex(file));
    split.set(name, files);
  }
  return files;
}

export const siteSearchIndexNames = (): string[] => searchIndexNames(siteConfig);
