import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { RELEASE_OUT_DIR } from '../../scripts/build-targets.mjs';

// What `npm run build` leaves in out/ is what a team publishes: these read the files themselves.
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const TEXT_FILE = /\.(html|js|css|json|txt|xml|svg)$/;

test.describe('the release output', () => {
  const files = () => filesUnder(RELEASE_OUT_DIR);

  test('holds no test route, file or reference to one', () => {
    const offending = files().filter((file) => {
      if (/testit|vikatilat/i.test(relative(RELEASE_OUT_DIR, file))) return true;
      return TEXT_FILE.test(file) && /testit|vikatilat|Vikatilojen testisivu/i.test(readFileSync(file, 'utf8'));
    });
    expect(offending).toEqual([]);
  });

  test('every absolute address in it is at SITE_URL, none at localhost', () => {
    test.skip(!process.env.SITE_URL, 'the build and this run need SITE_URL, as the test command sets it');
    const origin = new URL(process.env.SITE_URL!).origin;
    const texts = files().filter((f) => TEXT_FILE.test(f));
    expect(texts.filter((file) => /\/\/localhost\b/.test(readFileSync(file, 'utf8')))).toEqual([]);
    const index = readFileSync(join(RELEASE_OUT_DIR, 'index.html'), 'utf8');
    expect(index).toContain(`<link rel="canonical" href="${origin}/manual/"/>`);
    expect(readFileSync(join(RELEASE_OUT_DIR, 'sitemap.xml'), 'utf8')).toContain(`<loc>${origin}/manual/sanasto</loc>`);
    expect(readFileSync(join(RELEASE_OUT_DIR, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${origin}/manual/sitemap.xml`);
  });

  test('every text file has .gz and .br copies with the same content', () => {
    const texts = files().filter((f) => TEXT_FILE.test(f));
    expect(texts.length).toBeGreaterThan(40);
    const wrong = texts.filter((file) => {
      const original = readFileSync(file);
      if (!existsSync(`${file}.gz`) || !existsSync(`${file}.br`)) return true;
      return !gunzipSync(readFileSync(`${file}.gz`)).equals(original) || !brotliDecompressSync(readFileSync(`${file}.br`)).equals(original);
    });
    expect(wrong).toEqual([]);
  });

  test('every page declares its Content-Security-Policy before its first script', () => {
    const pages = files().filter((f) => f.endsWith('.html'));
    const wrong = pages.filter((file) => {
      const html = readFileSync(file, 'utf8');
      const policyAt = html.indexOf('<meta http-equiv="Content-Security-Policy"');
      const headAt = html.indexOf('<head>');
      return policyAt < 0 || policyAt > html.indexOf('<script') || html.slice(headAt, policyAt).includes('<meta name');
    });
    expect(wrong).toEqual([]);
  });
});

test.describe('robots and link previews', () => {
  test('the fault-injection page is not served by the release', async ({ request }) => {
    expect((await request.get('/manual/testit/vikatilat')).status()).toBe(404);
  });

  test('robots.txt allows the manual and names the sitemap at the same address as the canonical links', async ({ request, page }) => {
    const robots = await request.get('/manual/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/manual\/$/m);
    const sitemap = text.match(/^Sitemap: (\S+)$/m)?.[1];
    await page.goto('/manual/');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(sitemap).toBe(new URL('/manual/sitemap.xml', canonical!).href);
  });

  test('a doc page has Open Graph and Twitter card metadata with an image that loads', async ({ page, request }) => {
    await page.goto('/manual/raportointi/palkkaraportti');
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/manual\/raportointi\/palkkaraportti$/);
    expect(await meta('og:url')).toBe(canonical);
    expect(await meta('og:type')).toBe('article');
    expect(await meta('og:locale')).toBe('fi_FI');
    expect(await meta('og:site_name')).toBe('Vuorosuunnittelun käyttöohje');
    expect(await meta('og:title')).toBe('Palkkaraportti');
    const description = await meta('description');
    expect(description!.length).toBeGreaterThan(20);
    expect(await meta('og:description')).toBe(description);
    expect(await meta('twitter:card')).toBe('summary_large_image');
    expect(await meta('twitter:title')).toBe('Palkkaraportti');
    expect(await meta('twitter:description')).toBe(description);
    const image = new URL((await meta('og:image'))!);
    expect(await meta('twitter:image')).toBe(image.href);
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('the start and category pages are websites, the not-found page has no address of its own', async ({ page }) => {
    for (const route of ['/manual/', '/manual/category/raportointi']) {
      await page.goto(route);
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('website');
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(/\/manual\//);
    }
    await page.goto('/manual/ei-ole');
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  });
});
