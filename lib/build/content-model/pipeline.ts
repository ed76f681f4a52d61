// The one list of MDX plugins: contentlayer2 renders the pages with it, and the content model
// (page-model.ts) runs the same plugins, so the heading ids it reports are the ids in the HTML.
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import rehypeTableRegions from '../rehype-table-regions';

export const remarkPlugins: PluggableList = [remarkGfm];

export const rehypePlugins: PluggableList = [
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
];
