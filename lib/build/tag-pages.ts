import type { BlogPost } from './blog';
import { getDocPages, getSidebar, type DocPage } from './docs';
import { flattenSidebar } from './navigation';
import { getPosts } from './posts';
import { segmentsWithDevEncodings } from './static-params';
import { itemsWithTag, tagIndex, tagRouteAliases, type TaggedItem, type TagSummary } from './tags';
import { blogTagRoute, docsTagRoute, safeDecode } from '../site/routes';

// The tag pages of the docs (/tags/…) and of the blog (/blog/tags/…): the same vocabulary, each
// area listing only its own pages.
export type TagArea = 'docs' | 'blog';

function area(kind: TagArea): { items: TaggedItem[]; routeOf: (slug: string) => string } {
  return kind === 'docs' ? { items: getDocPages(), routeOf: docsTagRoute } : { items: getPosts(), routeOf: blogTagRoute };
}

export function tagsInUse(kind: TagArea): TagSummary[] {
  const { items, routeOf } = area(kind);
  return tagIndex(items, routeOf);
}

function tagAliases(kind: TagArea): Map<string, string> {
  return tagRouteAliases(tagsInUse(kind), area(kind).routeOf);
}

// The tag segment of every tag page and of its accented spelling.
export function tagStaticParams(kind: TagArea): { tag: string }[] {
  const { routeOf } = area(kind);
  const prefix = routeOf('');
  const routes = [...tagsInUse(kind).map((t) => t.route), ...tagAliases(kind).keys()];
  return segmentsWithDevEncodings(routes.map((r) => [r.slice(prefix.length)])).map(([tag]) => ({ tag }));
}

// The param can arrive percent-encoded at build time; routes are NFC.
export function resolveTag(kind: TagArea, param: string) {
  const requested = area(kind).routeOf(safeDecode(param).normalize('NFC'));
  const canonical = tagAliases(kind).get(requested) ?? requested;
  return { requested, canonical, tag: tagsInUse(kind).find((t) => t.route === canonical) };
}

// A tag's doc pages in the sidebar's reading order.
export function docsWithTag(label: string): DocPage[] {
  const order = flattenSidebar(getSidebar()).map((e) => e.href);
  const rank = (route: string) => (order.includes(route) ? order.indexOf(route) : order.length);
  return itemsWithTag(getDocPages(), label).sort((a, b) => rank(a.route) - rank(b.route));
}

// A tag's posts, newest first.
export function postsWithTag(label: string): BlogPost[] {
  return itemsWithTag(getPosts(), label);
}
