// Prints every word the search index holds, one per line (lowercase NFC, sorted, unique): the
// input of scripts/build-lexicon.py. Uses the index's own extractor (lib/search), so the lexicon
// covers exactly the indexed text. Drafts are included, so publishing one does not stale the lexicon.
import { join } from 'node:path';
import { buildSearchDocuments, indexWords, toPageInputs } from '../lib/build/search-index/build-index';
import { readContentPages } from '../lib/build/content-model/read-content';

const contentDir = process.argv[2] ?? join(process.cwd(), 'content');
const pages = readContentPages(contentDir, { includeDrafts: true });
process.stdout.write(indexWords(buildSearchDocuments(toPageInputs(pages))).join('\n') + '\n');
