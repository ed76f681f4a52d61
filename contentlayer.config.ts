import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDirExcludeDefault, defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { FIELDS, contentlayerFields } from './lib/build/content-model/frontmatter';
import { buildPageModel } from './lib/build/content-model/page-model';
import { rehypePlugins, remarkPlugins } from './lib/build/content-model/pipeline';
import { sourcePattern } from './lib/site/page-types';

const CONTENT_DIR = 'content';

// The page's headings (with their rendered ids), search sections and (the glossary's) definitions, parsed once here and stored
// with the document, so the Next build never parses MDX again.
const model = {
  type: 'json',
  resolve: (doc: { _raw: { sourceFilePath: string } }) => {
    const file = join(CONTENT_DIR, doc._raw.sourceFilePath);
    const { headings, sections, definitions } = buildPageModel(file, readFileSync(file, 'utf8'));
    return { headings, sections, definitions };
  },
} as const;

// Routes are derived from the file path (see lib/site/routes.ts); the schema only carries what writers set.
// Tags are checked against the vocabulary in lib/build/tags.ts when the site is built.
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  // Every page except the blog's posts, which are their own type below.
  filePathPattern: sourcePattern('docs'),
  contentType: 'mdx',
  fields: contentlayerFields(FIELDS.docs),
  computedFields: { model },
}));

// A "Mitä uutta" post: content/blog/{slug}.mdx → /blog/{slug}. No sidebar position: posts are
// ordered by date, newest first.
export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: sourcePattern('blog'),
  contentType: 'mdx',
  fields: contentlayerFields(FIELDS.blog),
  computedFields: { model },
}));

export const Category = defineDocumentType(() => ({
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
  documentTypes: [Doc, Post, Category],
  // The help ID registry is not a document: lib/build/help-ids.ts reads it.
  contentDirExclude: [...contentDirExcludeDefault, 'help-ids.yml'],
  disableImportAliasWarning: true,
  mdx: { remarkPlugins, rehypePlugins },
});
