import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { everyPage } from './pages';

// Every page at a phone and a desktop width, in both colour modes. One page per combination is
// reused across all routes, which keeps the sweep to a few minutes.
for (const mode of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`axe finds nothing on any page at ${width} px in ${mode} mode`, async ({ browser, request }) => {
      const pages = await everyPage(request);
      // The sweep grows with the site (tag and blog pages included): a few seconds a page.
      test.setTimeout(60_000 + pages.length * 6_000);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
