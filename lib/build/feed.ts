import { Feed } from 'feed';
import type { BlogPost } from './blog';
import { BLOG_FEED_ROUTE, BLOG_ROUTE, withBasePath } from '../site/routes';
import { siteConfig } from '../site/site-config';
import { absoluteUrl } from '../site/site-url';

// The blog's Atom feed: one entry per post, newest first, every address absolute at the site's
// origin. A post's date is the day it was published; the feed names it as midnight UTC.
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

export function blogAtomFeed(posts: BlogPost[], origin: string): string {
  const { blog, title } = siteConfig;
  const feed = new Feed({
    id: absoluteUrl(BLOG_ROUTE, origin),
    link: absoluteUrl(BLOG_ROUTE, origin),
    title: `${blog.title} – ${title}`,
    description: blog.description,
    language: 'fi',
    favicon: origin + withBasePath('/icon.svg'),
    copyright: siteConfig.themeConfig.footer.copyright,
    updated: posts.length > 0 ? utcDay(posts[0].date) : new Date(0),
    generator: false,
    feedLinks: { atom: absoluteUrl(BLOG_FEED_ROUTE, origin) },
  });
  for (const post of posts) {
    const url = absoluteUrl(post.route, origin);
    feed.addItem({
      id: url,
      link: url,
      title: post.title,
      description: post.description,
      date: utcDay(post.date),
      published: utcDay(post.date),
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
    });
  }
  return feed.atom1();
}
