import type { MetadataRoute } from 'next';
import { getCategoryPages, getDocPages } from '@/lib/build/docs';
import { sitemapUrls } from '@/lib/build/sitemap';
import { siteOrigin } from '@/lib/site/site-url';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const routes = [...getDocPages().map((d) => d.route), ...getCategoryPages().map((c) => c.route)];
  return sitemapUrls(siteOrigin(), routes).map((url) => ({ url }));
}
