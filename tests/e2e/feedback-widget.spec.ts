import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated } from './pages';

// The widget itself, against the preview server: behind nginx it is the same page.
const PAGE = '/manual/perustoiminnot/osastot';

test.describe('feedback widget', () => {
  test('works on a 390 px phone in both colour modes and is asked once per page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, PAGE);
    const feedback = page.getByRole('region', { name: /Oliko tästä sivusta apua/ });
    await feedback.getByRole('button', { name: 'Ei' }).click();
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
      expect(await axeViolations(page, '.page-feedback')).toEqual([]);
    }
    const box = await page.getByRole('textbox', { name: /Mitä jäi puuttumaan/ }).boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Lähetä' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kiitos palautteesta' })).toBeVisible();
    await openHydrated(page, PAGE);
    await expect(page.getByRole('status').filter({ hasText: 'Kiitos palautteesta' })).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Kyllä' })).toHaveCount(0);
  });

  test('on a host without the endpoint (404) the answer is thanked and the page keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const refused: string[] = [];
    await page.route('**/manual/palaute', async (route) => {
      refused.push(route.request().method());
      await route.fulfill({ status: 404, body: 'Not found' });
    });
    await openHydrated(page, PAGE);
    await page.getByRole('region', { name: /Oliko tästä sivusta apua/ }).getByRole('button', { name: 'Kyllä' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kiitos palautteesta' })).toBeVisible();
    await expect.poll(() => refused).toEqual(['POST']);
    await page.getByRole('link', { name: 'Tehtävät' }).first().click();
    await expect(page.locator('main h1')).toHaveText('Tehtävät');
    expect(errors).toEqual([]);
  });

  test('without JavaScript nothing is shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator('main h1')).toHaveText('Osastot');
    await expect(page.getByText('Oliko tästä sivusta apua?')).toHaveCount(0);
    await context.close();
  });
});
