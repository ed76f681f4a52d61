// The one list of MDX plugins: contentlayer2 renders the pages with it, and the content model
// (page-model.ts) runs the same remark plugins, so the heading ids it reads from the mdast
// (remark-heading-ids.ts) are the ids in the HTML.
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import rehypeTableRegions from '../rehype-table-regions';
import remarkHeadingIds from './remark-heading-ids';

export const remarkPlugins: PluggableList = [remarkGfm, remarkHeadingIds];

export const rehypePlugins: PluggableList = [
  // Leaves the ids remarkHeadingIds gave alone; it names any heading made on the hast side.
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
