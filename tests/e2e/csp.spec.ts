import { expect, test } from '@playwright/test';
import { watchViolations } from './csp-watch';

test.describe('Content-Security-Policy', () => {
  test('each page has a policy whose script-src allows no inline script or eval in general', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = policy!.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
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
