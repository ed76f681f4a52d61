import type { Metadata, MetadataRoute } from 'next';
import { BLOG_FEED_ROUTE, withBasePath } from '../site/routes';
import { siteConfig } from '../site/site-config';
import { absoluteUrl } from '../site/site-url';

// What a page tells search engines and link previews (Teams, Slack, social media). Next replaces a
// parent's openGraph and twitter objects instead of merging them, so every page gets complete ones.

// public/og-image.png: the site's icon and name on a 1200 × 630 card, the size previews expect.
const SHARE_IMAGE = {
  url: withBasePath('/og-image.png'),
  width: 1200,
  height: 630,
  alt: siteConfig.title,
  type: 'image/png',
};
const OG_LOCALE = 'fi_FI';

type PageKind = 'article' | 'website';

type PageFacts = { title: string; description: string; route?: string; kind: PageKind };

// Feed readers find the blog's Atom feed from any page of the site.
function feedLink(origin?: string) {
  return { 'application/atom+xml': [{ url: absoluteUrl(BLOG_FEED_ROUTE, origin), title: `${siteConfig.blog.title} (Atom)` }] };
}

// The title template of the layout does not reach og:title, so previews get the page title alone.
export function pageMetadata({ title, description, route, kind }: PageFacts, origin?: string): Metadata {
  const url = route === undefined ? undefined : absoluteUrl(route, origin);
  return {
    description,
    alternates: { ...(url && { canonical: url }), types: feedLink(origin) },
    openGraph: {
      type: kind,
      title,
      description,
      siteName: siteConfig.title,
      locale: OG_LOCALE,
      images: [SHARE_IMAGE],
      ...(url && { url }),
    },
    twitter: { card: 'summary_large_image', title, description, images: [SHARE_IMAGE] },
  };
}

export function robotsTxt(origin?: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: withBasePath('/') },
    sitemap: absoluteUrl('/sitemap.xml', origin),
  };
}
