import { expect, test } from '@playwright/test';
import { openHydrated } from './pages';

test.describe('on a phone', () => {
  // A reader on a 390 px touch phone.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('"Tällä sivulla" opens at the top of the article, and an entry closes it and jumps to its heading', async ({ page }) => {
    await openHydrated(page, '/manual/perustoiminnot/vuorojen-suunnittelu');
    const toc = page.getByRole('group').filter({ has: page.getByText('Tällä sivulla', { exact: true }) });
    await expect(toc).toBeVisible();
    const entry = toc.getByRole('link', { name: 'Jos jokin ei onnistu' });
    await expect(entry).toBeHidden();
    await toc.getByText('Tällä sivulla', { exact: true }).click();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/#jos-jokin-ei-onnistu$/);
    await expect(entry).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Jos jokin ei onnistu' })).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toHaveAttribute('data-hidden', 'true');
  });

  test('the announcement tells how to search here, on one line, with no keyboard advice', async ({ page }) => {
    await openHydrated(page, '/manual/');
    const bar = page.getByRole('region', { name: 'Tiedote' });
    await expect(bar).toContainText('hae suurennuslasilla');
    await expect(bar.getByText(/Ctrl/)).toBeHidden();
    const lineHeight = await bar.getByText('hae suurennuslasilla').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const height = (await bar.getByText('hae suurennuslasilla').boundingBox())!.height;
    expect(height).toBeLessThan(lineHeight * 1.5);
  });

  test('every primary menu item is in the drawer, none left in the bar', async ({ page }) => {
    await openHydrated(page, '/manual/perustoiminnot/osastot');
    const bar = page.getByRole('navigation', { name: 'Päävalikko' });
    for (const name of ['Ohjeet', 'Vuorojen suunnittelu', 'Raportit', 'Mitä uutta']) {
      await expect(bar.getByRole('link', { name, exact: true }).or(bar.getByRole('button', { name: new RegExp(`^${name}`) }))).toBeHidden();
    }
    await page.getByRole('button', { name: 'Avaa navigointivalikko' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigointivalikko' });
    await drawer.getByRole('button', { name: '← Takaisin päävalikkoon' }).click();
    const menu = drawer.getByRole('navigation', { name: 'Päävalikko (mobiili)' });
    await expect(menu.getByRole('button', { name: /^Raportit/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mitä uutta' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Vuorojen suunnittelu' })).toBeVisible();
  });
});

test('on a desktop with a mouse the announcement gives the keyboard shortcut', async ({ page }) => {
  await openHydrated(page, '/manual/');
  const bar = page.getByRole('region', { name: 'Tiedote' });
  await expect(bar).toContainText('Ctrl');
  await expect(bar.getByText('hae suurennuslasilla')).toBeHidden();
});
