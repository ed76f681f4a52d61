import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parseHelpRegistry } from '../../lib/build/help-ids';
import { RELEASE_OUT_DIR } from '../../scripts/build-targets.mjs';
import { axeViolations } from './axe';

// The product's "?" links: /manual/ohje/<id>. The `chromium` project runs this against the preview
// server, the `nginx` project against nginx with deploy/nginx and the build's map, and the `edge`
// project against Cloudflare's runtime with the build's _redirects.
const registered = parseHelpRegistry(readFileSync('content/help-ids.yml', 'utf8')).entries.map((e) => e.id).sort();

async function published(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get('/manual/help-ids.json');
  expect(res.status()).toBe(200);
  return res.json();
}

test.describe('help IDs', () => {
  test('every ID of the registry answers 301 to its target, and the target page has the heading', async ({ request }) => {
    const targets = await published(request);
    expect(Object.keys(targets).sort()).toEqual(registered);
    expect(registered.length).toBeGreaterThanOrEqual(40);
    // The redirect pages are not pages of the manual.
    expect(await (await request.get('/manual/sitemap.xml')).text()).not.toContain('/manual/ohje/');
    const pages = new Map<string, string>();
    for (const id of registered) {
      const res = await request.get(`/manual/ohje/${id}`, { maxRedirects: 0 });
      expect(res.status(), id).toBe(301);
      expect(res.headers()['location'], id).toBe(targets[id]);
      expect(res.headers()['x-content-type-options'], id).toBe('nosniff');
      const [path, anchor] = targets[id].split('#');
      if (!pages.has(path)) {
        const page = await request.get(path, { maxRedirects: 0 });
        expect(page.status(), `${id} → ${path}`).toBe(200);
        pages.set(path, await page.text());
      }
      if (anchor) expect(pages.get(path), `${id} → ${targets[id]}`).toContain(`id="${decodeURIComponent(anchor)}"`);
    }
  });

  test('a help ID opens its page with the target heading in view', async ({ page, request }) => {
    const targets = await published(request);
    // A heading far down a page, an accented route, the start page's accented anchor, a whole page.
    for (const id of ['vuorolista-julkaisu', 'toihinkutsu-virhe', 'paanakyma', 'vuorolista']) {
      await page.goto(`/manual/ohje/${id}`);
      const [path, anchor] = targets[id].split('#');
      expect(new URL(page.url()).pathname).toBe(path);
      const target = anchor ? page.locator(`[id="${decodeURIComponent(anchor)}"]`) : page.locator('main h1');
      await expect(target, id).toBeInViewport();
    }
  });

  test('an unknown ID is the not-found page with status 404, and the nginx map is not served', async ({ page, request }) => {
    for (const path of ['/manual/ohje/ei-tallaista-tunnusta', '/manual/ohje', '/manual/help-ids.nginx.conf']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    const res = await page.goto('/manual/ohje/ei-tallaista-tunnusta');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
  });

  // A host without redirect rules serves the static page ohje/<id>.html. The meta refresh's request
  // for the target is answered 204 (the browser then stays on the page) while the page is checked;
  // then its link is followed.
  test('the static redirect pages pass the CSP and axe, refresh to the target and link to it', async ({ page, request }, testInfo) => {
    // The page comes from the file either way: once is enough.
    test.skip(testInfo.project.name === 'nginx', 'served from the export file, not by the server');
    const targets = await published(request);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    for (const id of ['hrkello-virhe', 'toihinkutsu-lahetys']) {
      const [path, anchor] = targets[id].split('#');
      const html = readFileSync(join(RELEASE_OUT_DIR, 'ohje', `${id}.html`), 'utf8');
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'( 'sha256-[^']+')+;/);
      await page.route(`**/manual/ohje/${id}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
      const refreshed = new Promise<void>((resolve) =>
        page.route(
          (url) => url.pathname === path,
          (route) => {
            resolve();
            return route.fulfill({ status: 204 });
          },
        ),
      );
      await page.goto(`/manual/ohje/${id}`);
      await refreshed;
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://ohjeet.example.fi${path}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.unrouteAll();
      await page.getByRole('main').locator(`a[href="${targets[id]}"]`).click();
      await page.waitForURL((url) => url.pathname === path);
      if (anchor) await expect(page.locator(`[id="${decodeURIComponent(anchor)}"]`)).toBeInViewport();
    }
    expect(violations).toEqual([]);
  });
});
