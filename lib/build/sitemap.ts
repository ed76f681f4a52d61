import { withBasePath } from '../site/routes';

// Every page a reader can land on, once, at its canonical address: doc pages and category pages.
// Aliases (plain spellings) and test-only routes are not pages of the manual and stay out.
export function sitemapUrls(siteUrl: string, routes: string[]): string[] {
  const origin = siteUrl.replace(/\/+$/, '');
  return [...new Set(routes)].sort().map((route) => origin + encodeURI(withBasePath(route)));
}
