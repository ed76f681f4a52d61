import type { MetadataRoute } from 'next';
import { getSitemapRoutes } from '@/lib/build/site-routes';
import { sitemapUrls } from '@/lib/build/sitemap';
import { siteOrigin } from '@/lib/site/site-url';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapUrls(siteOrigin(), getSitemapRoutes()).map((url) => ({ url }));
}
