import type { PageHeading } from './content-model/page-model';
import { calendarDate } from './dates';
import { resolveTags } from './tags';
import { BLOG_ROUTE, RESERVED_POST_SLUGS, blogListRoute, routeFromSourcePath } from '../site/routes';

// The "Mitä uutta" blog: posts from content/blog/, newest first, listed a page at a time.

export type PostSource = {
  sourcePath: string; // under content/, e.g. "blog/ilmoitukset-ja-kanavat.mdx"
  title: string;
  description: string;
  date: unknown; // as the front matter gives it; checked here
  tags: unknown;
  draft: boolean;
  headings: PageHeading[];
};

export type BlogPost = {
  slug: string;
  route: string;
  sourcePath: string;
  title: string;
  description: string;
  date: string; // YYYY-MM-DD
  tags: string[];
  draft: boolean;
  headings: PageHeading[];
};

// Plain lowercase letters, digits and hyphens: a post's address is typed and shared as it is.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toPost(source: PostSource): BlogPost {
  const file = `content/${source.sourcePath}`;
  const route = routeFromSourcePath(source.sourcePath);
  const slug = route.slice(`${BLOG_ROUTE}/`.length);
  if (!SLUG.test(slug)) {
    throw new Error(`${file}: a post's file name is its address: use a–z, 0–9 and hyphens (e.g. uusi-haku.mdx)`);
  }
  if (RESERVED_POST_SLUGS.includes(slug)) throw new Error(`${file}: "${slug}" is taken by the blog's own pages`);
  const date = typeof source.date === 'string' ? calendarDate(source.date) : null;
  if (!date) throw new Error(`${file}: the front matter needs a date, e.g. date: 2026-06-05`);
  const tags = resolveTags(file, source.tags).map((t) => t.label);
  return {
    slug,
    route,
    sourcePath: source.sourcePath,
    title: source.title,
    description: source.description,
    date,
    tags,
    draft: source.draft,
    headings: source.headings,
  };
}

// Newest first; posts of the same day by title, so the order never depends on the file system.
export function toBlogPosts(sources: PostSource[]): BlogPost[] {
  return sources.map(toPost).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'fi'));
}

export type BlogListPage = {
  page: number;
  totalPages: number;
  route: string;
  posts: BlogPost[];
  newerRoute?: string;
  olderRoute?: string;
};

// /blog holds the newest `perPage` posts, /blog/page/2 the next ones, and so on. An empty blog
// still has its first page.
export function paginatePosts(posts: BlogPost[], perPage: number): BlogListPage[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`Posts per page must be a positive integer, got ${perPage}`);
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1;
    return {
      page,
      totalPages,
      route: blogListRoute(page),
      posts: posts.slice(i * perPage, page * perPage),
      newerRoute: page > 1 ? blogListRoute(page - 1) : undefined,
      olderRoute: page < totalPages ? blogListRoute(page + 1) : undefined,
    };
  });
}

// The post before (older) and after (newer) a post, in time.
export function adjacentPosts(posts: BlogPost[], route: string): { older?: BlogPost; newer?: BlogPost } {
  const i = posts.findIndex((p) => p.route === route);
  if (i < 0) return {};
  return { newer: posts[i - 1], older: posts[i + 1] };
}
