import { expect, test } from '@playwright/test';
import { COLOUR_RULES, axeViolations } from './axe';
import { builtPages, openHydrated } from './pages';

// Every page of the built site at a phone and a desktop width, in both colour modes (every rule in
// the light mode, the colour rules in the dark one): one test per page, so a failure names the page
// and the time limit does not grow with the site.
for (const path of builtPages()) {
  test(`axe finds nothing on ${path}`, async ({ browser }) => {
    // Four full axe runs (two widths, two modes): about 16 s alone, more beside the other servers.
    test.slow();
    const found: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext();
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const page = await context.newPage();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await openHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const rules = mode === 'dark' ? COLOUR_RULES : undefined;
        found.push(...(await axeViolations(page, undefined, rules)).map((v) => `${width} px, ${mode}: ${v}`));
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
