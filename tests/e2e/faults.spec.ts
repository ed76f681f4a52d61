import { expect, test } from '@playwright/test';

// These run against the test export (npm run build:e2e), the only build with the fault page.
const FAULT_PAGE = '/manual/testit/vikatilat';

test.describe('1. crash page', () => {
  test('a render error is contained, shows messages with causes, and Yritä uudelleen renders again', async ({ page }) => {
    await page.goto(FAULT_PAGE);
    await expect(page.getByTestId('crash-target')).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('testit.kaada', '1'));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Sivun näyttäminen epäonnistui' });
    await expect(page.getByRole('heading', { name: 'Sivun näyttäminen epäonnistui' })).toBeVisible();
    await expect(alert).toContainText('Testisivu kaatui tarkoituksella.');
    // The messages of the error and of its cause, joined by the cause label on a line of its own.
    await expect(alert.locator('pre')).toHaveText('Testisivu kaatui tarkoituksella.\n\nSyy:\ntestin asettama lippu');
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ohjeiden sivupalkki' })).toBeVisible();
    await page.evaluate(() => sessionStorage.removeItem('testit.kaada'));
    await page.getByRole('button', { name: 'Yritä uudelleen' }).click();
    await expect(page.getByTestId('crash-target')).toBeVisible();
  });
});

test.describe('2. navigation: page code that fails to load', () => {
  test('shows an error text with Yritä uudelleen, which loads the page again', async ({ page }) => {
    await page.goto(FAULT_PAGE);
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Näytä sivun osa' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Sivun lataaminen epäonnistui' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ohjeiden sivupalkki' })).toBeVisible();
    await page.unroute('**/_next/static/chunks/**');
    await page.getByRole('button', { name: 'Yritä uudelleen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vikatilojen testisivu' })).toBeVisible();
    await page.getByRole('button', { name: 'Näytä sivun osa' }).click();
    await expect(page.getByTestId('page-part')).toBeVisible();
  });
});

test.describe('3. lazily loaded part', () => {
  test('indicator after 200 ms, then loaded', async ({ page }) => {
    await page.goto(FAULT_PAGE);
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen: { state: string; at: number }[] = [];
      (window as unknown as { lazyStates: typeof seen }).lazyStates = seen;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Lataa testiosa')!;
      button.addEventListener('click', () => seen.push({ state: 'clicked', at: performance.now() }));
      new MutationObserver(() => {
        const state = document.querySelector('[data-lazy-state]')?.getAttribute('data-lazy-state');
        if (state && seen.at(-1)?.state !== state) seen.push({ state, at: performance.now() });
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Lataa testiosa' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ladataan: Testiosa' })).toBeVisible();
    await expect(page.getByTestId('lazy-loaded')).toBeVisible({ timeout: 10_000 });
    const states = await page.evaluate(() => (window as unknown as { lazyStates: { state: string; at: number }[] }).lazyStates);
    expect(states.map((s) => s.state)).toEqual(['clicked', 'pending', 'loading']);
    expect(states[2].at - states[0].at).toBeGreaterThanOrEqual(190);
  });

  test('a failed load shows an error with Yritä uudelleen, which loads it', async ({ page }) => {
    await page.goto(FAULT_PAGE);
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Lataa testiosa' }).click();
    await expect(page.locator('[data-lazy-state="error"]')).toContainText('epäonnistui');
    await page.unroute('**/_next/static/chunks/**');
    await page.getByRole('button', { name: 'Yritä uudelleen' }).click();
    await expect(page.getByTestId('lazy-loaded')).toBeVisible({ timeout: 10_000 });
  });

  test('a load slower than its time limit shows the timed-out state', async ({ page }) => {
    await page.goto(FAULT_PAGE);
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((r) => setTimeout(r, 5000));
      await route.continue().catch(() => {});
    });
    await page.getByRole('button', { name: 'Lataa testiosa' }).click();
    await expect(page.locator('[data-lazy-state="timed-out"]')).toContainText('kestää tavallista kauemmin', {
      timeout: 8000,
    });
  });
});
