import 'server-only';
import { getCategoryPages } from './docs';
import { shownPagesOf } from './pages';
import { getBlogListPages } from './posts';
import { tagsInUse } from './tag-pages';
import { PAGE_TYPE_NAMES, hasTagPages, tagsRoute, type PageType } from '../site/page-types';

// A kind's pages and, if it has them, its tag pages.
function routesOf(kind: PageType): string[] {
  const pages = shownPagesOf(kind).map((p) => p.route);
  return hasTagPages(kind) ? [...pages, tagsRoute(kind), ...tagsInUse(kind).map((t) => t.route)] : pages;
}

// Every page a reader can land on, once, at its canonical address: the pages of every kind, and
// the pages only the docs (categories) and the blog (lists of posts) have.
export function getSitemapRoutes(): string[] {
  return [...PAGE_TYPE_NAMES.flatMap(routesOf), ...getCategoryPages().map((c) => c.route), ...getBlogListPages().map((p) => p.route)];
}
