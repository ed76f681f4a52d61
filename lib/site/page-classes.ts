// The class name on the root of each kind of page, as the original theme names them, so styles
// (and readers' user styles) can tell the kinds apart. A tag page has its tag list's class.
export const PAGE_CLASSES = {
  blogList: 'blog-list-page',
  blogPost: 'blog-post-page',
  blogTags: 'blog-tags-list-page',
  docsPage: 'docs-doc-page',
  docsTags: 'docs-tags-list-page',
  plainPage: 'mdx-page',
} as const;

export type PageKind = keyof typeof PAGE_CLASSES;
