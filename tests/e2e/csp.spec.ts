import { expect, test, type Page } from '@playwright/test';
import { everyPage } from './pages';

// The browser reports each blocked script, style, image or request twice: as a
// securitypolicyviolation event and as a console error. Both are collected.
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
    ...fromConsole.splice(0),
  ];
}

test.describe('Content-Security-Policy', () => {
  test('each page has a policy whose script-src allows no inline script or eval in general', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = policy!.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  });

  test('no page reports a violation', async ({ page, request }) => {
    const violations = await watchViolations(page);
    const pages = await everyPage(request);
    expect(pages.length).toBeGreaterThan(40);
    // The visit grows with the site (tag and blog pages included): a few seconds a page.
    test.setTimeout(60_000 + pages.length * 5_000);
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await violations()).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });

  test('search, highlight on arrival, colour mode, announcement bar and navigation run under it', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/manual/perustoiminnot/osastot');
    await page.getByRole('button', { name: /Vaihda tummaan tilaan/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Sulje tiedote' }).click();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('palkkaraportti');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('article mark').first()).toBeVisible();
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Vuorojen suunnittelu' }).click();
    await expect(page.locator('main h1')).toHaveText('Vuorojen suunnittelu');
    await expect(page.locator('article figure').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});
