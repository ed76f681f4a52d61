import 'server-only';
import { adjacentPosts, paginatePosts, toBlogPosts, type BlogListPage, type BlogPost } from './blog';
import { perContent } from './generated';
import { isShown, sourcePagesOf } from './pages';
import { siteConfig } from '../site/site-config';

export type { BlogPost, BlogListPage };

const allPosts = perContent(() =>
  toBlogPosts(
    sourcePagesOf('blog').map((p) => ({
      sourcePath: p.sourcePath,
      title: p.title,
      description: p.description,
      date: p.date,
      tags: p.tags,
      draft: p.draft,
      headings: p.model.headings,
    })),
  ),
);

export function getPosts(): BlogPost[] {
  return allPosts().filter(isShown);
}

export function getPostByRoute(route: string): BlogPost | undefined {
  return getPosts().find((p) => p.route === route);
}

export function getBlogListPages(): BlogListPage[] {
  return paginatePosts(getPosts(), siteConfig.blog.postsPerPage);
}

export function getAdjacentPosts(route: string) {
  return adjacentPosts(getPosts(), route);
}

export function getRecentPosts(): BlogPost[] {
  return getPosts().slice(0, siteConfig.blog.sidebarCount);
}
