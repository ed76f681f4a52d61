import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { FRONTMATTER_FIELDS } from './lib/build/content-model/frontmatter';
import { buildPageModel } from './lib/build/content-model/page-model';
import { rehypePlugins, remarkPlugins } from './lib/build/content-model/pipeline';

const CONTENT_DIR = 'content';

// Routes are derived from the file path (see lib/site/routes.ts); the schema only carries what writers set.
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*.mdx',
  contentType: 'mdx',
  fields: FRONTMATTER_FIELDS,
  computedFields: {
    // The page's headings (with their rendered ids) and search sections, parsed once here and
    // stored with the document, so the Next build never parses MDX again.
    model: {
      type: 'json',
      resolve: (doc) => {
        const file = join(CONTENT_DIR, doc._raw.sourceFilePath);
        const { headings, sections } = buildPageModel(file, readFileSync(file, 'utf8'));
        return { headings, sections };
      },
    },
  },
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
  documentTypes: [Doc, Category],
  disableImportAliasWarning: true,
  mdx: { remarkPlugins, rehypePlugins },
});
