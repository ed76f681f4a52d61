import 'server-only';
import type { BlogPost } from './blog';
import { getDocPages, getSidebar, type DocPage } from './docs';
import { flattenSidebar } from './navigation';
import { shownPagesOf } from './pages';
import { getPosts } from './posts';
import { segmentsWithDevEncodings } from './static-params';
import { itemsWithTag, tagIndex, tagRouteAliases, type TaggedItem, type TagSummary } from './tags';
import { tagRoute, type PageType } from '../site/page-types';
import { safeDecode } from '../site/routes';

// The tag pages of each kind of page (/tags/… for the docs, /blog/tags/… for the blog): the same
// vocabulary, each kind listing only its own pages.
function area(kind: PageType): { items: TaggedItem[]; routeOf: (slug: string) => string } {
  return { items: shownPagesOf(kind), routeOf: (slug) => tagRoute(kind, slug) };
}

export function tagsInUse(kind: PageType): TagSummary[] {
  const { items, routeOf } = area(kind);
  return tagIndex(items, routeOf);
}

function tagAliases(kind: PageType): Map<string, string> {
  return tagRouteAliases(tagsInUse(kind), area(kind).routeOf);
}

// The tag segment of every tag page and of its accented spelling.
export function tagStaticParams(kind: PageType): { tag: string }[] {
  const { routeOf } = area(kind);
  const prefix = routeOf('');
  const routes = [...tagsInUse(kind).map((t) => t.route), ...tagAliases(kind).keys()];
  return segmentsWithDevEncodings(routes.map((r) => [r.slice(prefix.length)])).map(([tag]) => ({ tag }));
}

// The param can arrive percent-encoded at build time; routes are NFC.
export function resolveTag(kind: PageType, param: string) {
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
