// Routes are derived from content file paths; every route in the app is NFC and has no base path.
import { BASE_PATH } from './base-path.mjs';
import { pageTypeRoute, tagRoute, tagsRoute } from './page-types';

export { BASE_PATH };
// The glossary page (content/sanasto.mdx): the search ranks its definitions below the pages they explain.
export const GLOSSARY_ROUTE = '/sanasto';

export function routeFromSourcePath(sourcePath: string): string {
  const withoutExt = sourcePath.normalize('NFC').replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const withoutIndex = withoutExt.replace(/(^|\/)index$/, '');
  return '/' + withoutIndex.replace(/^\/+|\/+$/g, '');
}

export function docIdFromSourcePath(sourcePath: string): string {
  return sourcePath.normalize('NFC').replace(/\\/g, '/').replace(/\.mdx?$/, '');
}

export function routeSegments(route: string): string[] {
  return route.split('/').filter(Boolean);
}

// People type URLs without ä/ö; the folded route is an alias of the real one.
export function asciiFold(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[äå]/g, 'a')
    .replace(/[ÄÅ]/g, 'A')
    .replace(/ö/g, 'o')
    .replace(/Ö/g, 'O');
}

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// Treats `/x.html`, `/x/index.html` and `/x/` as `/x`, with or without the base path.
export function normalizePathname(pathname: string): string {
  let p = safeDecode(pathname).normalize('NFC');
  if (p === BASE_PATH || p.startsWith(BASE_PATH + '/')) p = p.slice(BASE_PATH.length);
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p.startsWith('/') ? p : '/' + p;
}

export function withBasePath(route: string): string {
  if (route === '/' || route === '') return BASE_PATH + '/';
  return BASE_PATH + route;
}

export function isInternalRoute(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

// Writers link site-absolute without the base path; `.html` forms and trailing slashes are the same page.
export function normalizeContentHref(href: string): string {
  if (!isInternalRoute(href)) return href;
  const hashAt = href.indexOf('#');
  const queryAt = href.indexOf('?');
  const cut = [hashAt, queryAt].filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? href.length;
  const path = href.slice(0, cut);
  const rest = href.slice(cut);
  return normalizePathname(path) + rest;
}

// The blog ("Mitä uutta"): posts are MDX files under content/blog/ (lib/site/page-types.ts), and
// like every page their route is their path, so a post's links are checked the same way as a doc
// page's.
export const BLOG_ROUTE = pageTypeRoute('blog');
export const BLOG_TAGS_ROUTE = tagsRoute('blog');
export const BLOG_FEED_ROUTE = `${BLOG_ROUTE}/atom.xml`;
export const DOCS_TAGS_ROUTE = tagsRoute('docs');

// Route folders beside the posts: a post with one of these names would be hidden by them.
export const RESERVED_POST_SLUGS = ['page', 'tags', 'atom.xml'];

// Page 1 of the post list is the blog's own route; the others are /blog/page/2 …
export function blogListRoute(page: number): string {
  return page <= 1 ? BLOG_ROUTE : `${BLOG_ROUTE}/page/${page}`;
}

export function docsTagRoute(slug: string): string {
  return tagRoute('docs', slug);
}

export function blogTagRoute(slug: string): string {
  return tagRoute('blog', slug);
}
