'use client';

import { usePathname } from 'next/navigation';
import type { ClientSidebarItem } from '@/lib/build/navigation';
import { normalizePathname } from '@/lib/site/routes';
import BlogSidebar, { type RecentPost } from './BlogSidebar';
import DocSidebar from './DocSidebar';

export type SidebarChoice = {
  docs: ClientSidebarItem[];
  aliases: Record<string, string>;
  // The blog's pages (lib/build/site-routes.ts) and the posts its sidebar lists.
  blogRoutes: string[];
  recentPosts: RecentPost[];
};

export function useIsBlogPage(blogRoutes: string[]): boolean {
  return blogRoutes.includes(normalizePathname(usePathname() ?? '/'));
}

// Blog pages have the blog's sidebar, every other page the manual's.
export default function SiteSidebar({ docs, aliases, blogRoutes, recentPosts }: SidebarChoice) {
  return useIsBlogPage(blogRoutes) ? <BlogSidebar posts={recentPosts} /> : <DocSidebar items={docs} aliases={aliases} />;
}
