import { expect, test } from '@playwright/test';
import { COLOUR_RULES, axeViolations } from './axe';
import { watchViolations } from './csp-watch';
import { NOT_FOUND_PATH, builtPages } from './pages';
import { BLOG_ROUTES } from './routes';

// One visit per page of the built site (its sitemap, plus the not-found page) checks what every
// page owes a reader: its status, one h1, its sidebar, no Content-Security-Policy violation, and
// no axe violation on a 390 px phone and a 1280 px desktop in both colour modes (every rule in the
// light mode, the colour rules in the dark one). One test per page, so a failure names the page
// and the time limit does not grow with the site; one load per page, since the width and the
// colour mode change in place as a reader changes them.
//
// Against the preview server only: the policy is the page's own meta tag plus the header set of
// deploy/nginx/security-headers.conf, which the preview server and nginx both send (serving.spec.ts
// checks the headers on every page of each server), so a second sweep behind nginx would load the
// same bytes under the same policy.
const pages = builtPages();

test('the sweep covers the built site', () => {
  expect(pages.length).toBeGreaterThan(40);
});

// Phone first; transitions off, so the colour rules never read a colour halfway through the mode change.
test.use({ viewport: { width: 390, height: 900 }, reducedMotion: 'reduce' });

for (const path of pages) {
  test(`${decodeURI(path)}: status, h1, sidebar, CSP and axe`, async ({ page }) => {
    const cspViolations = await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
    const h1 = page.locator('main h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).not.toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Links prefetch their route data once visible: all of it loads under the policy too.
    await page.waitForLoadState('networkidle');

    const found: string[] = [];
    const check = async (label: string, rules?: string[]) =>
      found.push(...(await axeViolations(page, undefined, rules)).map((v) => `${label}: ${v}`));
    await check('390 px, light');
    await page.setViewportSize({ width: 1280, height: 900 });
    if (path !== NOT_FOUND_PATH) {
      const sidebar = BLOG_ROUTES.includes(decodeURI(path)) ? 'Blogin sivupalkki' : 'Ohjeiden sivupalkki';
      await expect(page.getByRole('navigation', { name: sidebar })).toBeVisible();
    }
    await check('1280 px, light');
    await page.getByRole('banner').getByRole('button', { name: /^Vaihda tummaan tilaan/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await check('1280 px, dark', COLOUR_RULES);
    await page.setViewportSize({ width: 390, height: 900 });
    await check('390 px, dark', COLOUR_RULES);

    expect(found).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
}
