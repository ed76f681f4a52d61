import { getCategoryPages, getDocPages } from './docs';
import { getBlogListPages, getPosts } from './posts';
import { tagAliases, tagsInUse } from './tag-pages';
import { BLOG_TAGS_ROUTE, DOCS_TAGS_ROUTE } from '../site/routes';

// Every page of the blog: its list pages, posts and tag pages. With the aliases, it is also the
// set of addresses that get the blog's sidebar; an unknown address under /blog is the not-found
// page, which has the manual's sidebar wherever it is shown.
export function getBlogRoutes({ withAliases = false } = {}): string[] {
  return [
    ...getBlogListPages().map((p) => p.route),
    ...getPosts().map((p) => p.route),
    BLOG_TAGS_ROUTE,
    ...tagsInUse('blog').map((t) => t.route),
    ...(withAliases ? tagAliases('blog').keys() : []),
  ];
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
