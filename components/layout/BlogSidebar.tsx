'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { BLOG_ROUTE, BLOG_TAGS_ROUTE, normalizePathname } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

export type RecentPost = { title: string; route: string };

// The blog's menu: its newest posts, then the way to all of them and to the tags.
export function BlogMenu({ posts }: { posts: RecentPost[] }) {
  const route = normalizePathname(usePathname() ?? '/');
  const link = (href: string, label: string) => (
    <Link className="menu__link" href={href} aria-current={href === route ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <>
      <p className="blog-sidebar__title">{siteConfig.blog.sidebarTitle}</p>
      <ul className="menu">
        {posts.map((post) => (
          <li key={post.route}>{link(post.route, post.title)}</li>
        ))}
      </ul>
      <ul className="menu blog-sidebar__more">
        <li>{link(BLOG_ROUTE, 'Kaikki kirjoitukset')}</li>
        <li>{link(BLOG_TAGS_ROUTE, 'Tunnisteet')}</li>
      </ul>
    </>
  );
}
