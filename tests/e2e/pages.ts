import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { RELEASE_OUT_DIR } from '../../scripts/build-targets.mjs';

// A path no page has: the not-found page answers it.
export const NOT_FOUND_PATH = '/manual/ei-tallaista-sivua';

// Every page of the built release, as its sitemap lists them, plus the not-found page. Read when
// the tests are collected, so each page becomes a test of its own: a failure names the page, the
// time limit is per page, and the sweeps follow the site as it grows instead of a hand-kept list.
export function builtPages(): string[] {
  const file = path.join(RELEASE_OUT_DIR, 'sitemap.xml');
  let sitemap: string;
  try {
    sitemap = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site (npm run build) before the browser tests.`);
  }
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...pages, NOT_FOUND_PATH];
}

// Opens a page and waits until React has hydrated it (the layout marks <html data-hydrated>).
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
