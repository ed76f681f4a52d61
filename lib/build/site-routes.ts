import 'server-only';
import { getCategoryPages, getDocPages } from './docs';
import { getBlogListPages, getPosts } from './posts';
import { tagsInUse } from './tag-pages';
import { BLOG_TAGS_ROUTE, DOCS_TAGS_ROUTE } from '../site/routes';

// Every page of the blog at its canonical address: its list pages, posts and tag pages.
function getBlogRoutes(): string[] {
  return [...getBlogListPages().map((p) => p.route), ...getPosts().map((p) => p.route), BLOG_TAGS_ROUTE, ...tagsInUse('blog').map((t) => t.route)];
}

// Every page a reader can land on, once, at its canonical address.
export function getSitemapRoutes(): string[] {
  return [
    ...getDocPages().map((d) => d.route),
    ...getCategoryPages().map((c) => c.route),
    DOCS_TAGS_ROUTE,
    ...tagsInUse('docs').map((t) => t.route),
    ...getBlogRoutes(),
  ];
}
