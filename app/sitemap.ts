import type { MetadataRoute } from 'next';
import { getCategoryPages, getDocPages } from '@/lib/docs';
import { sitemapUrls } from '@/lib/sitemap';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const routes = [...getDocPages().map((d) => d.route), ...getCategoryPages().map((c) => c.route)];
  return sitemapUrls(siteConfig.url, routes).map((url) => ({ url }));
}
