import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import { BLOG_DIR } from './lib/site/routes';

// Routes are derived from the file path (see lib/site/routes.ts); the schema only carries what writers set.
// Tags are checked against the vocabulary in lib/build/tags.ts when the site is built.
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  // Every page except the blog's posts, which are their own type below.
  filePathPattern: `{*.mdx,!(${BLOG_DIR})/**/*.mdx}`,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    sidebar_position: { type: 'number', required: true },
    sidebar_label: { type: 'string', required: false },
    tags: { type: 'list', of: { type: 'string' }, required: false, default: [] },
    // Search words beyond the tags: readers' words for the page's topic, searched like the tags.
    keywords: { type: 'list', of: { type: 'string' }, required: false, default: [] },
    draft: { type: 'boolean', required: false, default: false },
  },
}));

// A "Mitä uutta" post: content/blog/{slug}.mdx → /blog/{slug}. No sidebar position: posts are
// ordered by date, newest first.
export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: `${BLOG_DIR}/**/*.mdx`,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    // Not required here: contentlayer would skip a post without them with a mere warning, while
    // lib/build/blog.ts stops the build and names the file.
    date: { type: 'date', required: false },
    tags: { type: 'list', of: { type: 'string' }, required: false },
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
  documentTypes: [Doc, Post, Category],
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [
      rehypeSlug,
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
