import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeTableRegions from './lib/build/rehype-table-regions';

// Routes are derived from the file path (see lib/site/routes.ts); the schema only carries what writers set.
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    sidebar_position: { type: 'number', required: true },
    sidebar_label: { type: 'string', required: false },
    tags: { type: 'list', of: { type: 'string' }, required: false, default: [] },
    draft: { type: 'boolean', required: false, default: false },
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
  contentDirPath: 'content',
  documentTypes: [Doc, Category],
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [
      rehypeSlug,
      rehypeTableRegions,
      [
        rehypeAutolinkHeadings,
        {
          behavior: 'append',
          properties: { className: ['hash-link'], ariaHidden: 'true', tabIndex: -1 },
          content: { type: 'text', value: '#' },
        },
      ],
    ],
  },
});
