import type { APIRequestContext } from '@playwright/test';

// Every page of the built site, as the sitemap lists them, plus the not-found page: sweeps
// over all pages follow the site as it grows instead of a list kept by hand.
export async function everyPage(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/manual/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...pages, '/manual/ei-tallaista-sivua'];
}
