import { absoluteUrl } from '../site/site-url';

// Every page a reader can land on, once, at its canonical address: doc, category, tag and blog pages.
// Aliases (plain spellings) and test-only routes are not pages of the manual and stay out.
export function sitemapUrls(origin: string, routes: string[]): string[] {
  return [...new Set(routes)].sort().map((route) => absoluteUrl(route, origin));
}
