import { join } from 'node:path';
import { contentDirExcludeDefault, defineDocumentType, makeSource } from 'contentlayer2/source-files';
import type { Root } from 'mdast';
import { FIELDS, contentlayerFields } from './lib/build/content-model/frontmatter';
import { pageSummary, routeOfContentFile } from './lib/build/content-model/page-model';
import { rehypePlugins, remarkPlugins } from './lib/build/content-model/pipeline';
import { PAGE_TYPE_NAMES, documentTypeName, sourcePattern } from './lib/site/page-types';

const CONTENT_DIR = 'content';

// The page's headings (with their rendered ids), search sections and (the glossary's) definitions
// are read from the mdast of the compile that renders the page, and stored with the document, so
// neither contentlayer nor the Next build parses a page a second time. contentlayer2 compiles a
// document's whole file (front matter too, so the tree's lines are the file's) and then resolves
// its computed fields, so the last remark plugin leaves the tree here for `model` to take.
const compiledTrees = new Map<string, Root>();

function remarkKeepTree() {
  // contentlayer2 names the document in the file's data (rawDocumentData).
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const source = (file.data.rawDocumentData as { sourceFilePath?: string } | undefined)?.sourceFilePath;
    if (source) compiledTrees.set(source, tree);
  };
}

const model = {
  type: 'json',
  // Every kind's front matter requires a title; contentlayer2 types the document by all kinds at once.
  resolve: (doc: { _raw: { sourceFilePath: string }; title?: string }) => {
    const source = doc._raw.sourceFilePath;
    const file = join(CONTENT_DIR, source);
    const tree = compiledTrees.get(source);
    compiledTrees.delete(source);
    if (!tree) throw new Error(`${file}: its compile left no tree to read the headings and sections from.`);
    return pageSummary(tree, routeOfContentFile(file), doc.title ?? '');
  },
} as const;

// One document type per kind of page (lib/site/page-types.ts), named after it. The
// fields are the kind's front matter; routes are derived from the file path (lib/site/routes.ts),
// and tags are checked against the vocabulary (lib/build/tags.ts) when the site is built.
const pageTypes = PAGE_TYPE_NAMES.map((kind) =>
  defineDocumentType(() => ({
    name: documentTypeName(kind),
    filePathPattern: sourcePattern(kind),
    contentType: 'mdx',
    fields: contentlayerFields(FIELDS[kind]),
    computedFields: { model },
  })),
);

const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: '**/_category_.json',
  contentType: 'data',
  fields: {
    label: { type: 'string', required: true },
    position: { type: 'number', required: true },
    slug: { type: 'string', required: true },
    description: { type: 'string', required: true },
  },
}));

export default makeSource({
  contentDirPath: CONTENT_DIR,
  documentTypes: [...pageTypes, Category],
  // The help ID registry is not a document: lib/build/help-ids.ts reads it.
  contentDirExclude: [...contentDirExcludeDefault, 'help-ids.yml'],
  disableImportAliasWarning: true,
  mdx: { remarkPlugins: [...remarkPlugins, remarkKeepTree], rehypePlugins },
});
