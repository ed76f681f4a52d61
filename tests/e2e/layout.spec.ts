import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated } from './pages';
import { ALL_ROUTES, CATEGORY_ROUTES, EXTRA_ROUTES } from './routes';

test.describe('routes', () => {
  // Each route's status, h1 and sidebar: every-page.spec.ts, on its one visit per page.
  test('an unknown path is a 404 page with a way on', async ({ page }) => {
    const response = await page.goto('/manual/ei-tallaista-sivua');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Aloitusopas' })).toHaveAttribute('href', '/manual');
    for (const route of CATEGORY_ROUTES) {
      await expect(main.locator(`a[href="${route}"]`)).toHaveCount(1);
    }
  });

  test('.html and /index.html forms show the page without that ending', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot.html');
    await expect(page).toHaveURL(/\/manual\/perustoiminnot\/osastot$/);
    await expect(page.locator('main h1')).toHaveText('Osastot');
    await page.goto('/manual/index.html');
    await expect(page).toHaveURL(/\/manual\/$/);
    await page.goto('/manual/perustoiminnot/osastot/');
    await expect(page).toHaveURL(/\/manual\/perustoiminnot\/osastot$/);
    await expect(page.locator('.doc-sidebar a[aria-current="page"]')).toHaveText('Osastot');
  });

  test('plain spellings without ä/ö lead to the accented pages', async ({ page }) => {
    for (const [plain, title, accented] of [
      ['toihinkutsujarjestelma', 'Töihinkutsujärjestelmä', 'töihinkutsujärjestelmä'],
      ['tyosuhteiden_hallinta', 'Työsuhteiden hallinta', 'työsuhteiden_hallinta'],
    ]) {
      const response = await page.goto(`/manual/edistyneet_toiminnot/${plain}`);
      expect(response?.status()).toBe(200);
      // What the server sends names the accented page as canonical (for crawlers and readers without JS).
      const html = await response!.text();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical && decodeURI(canonical)).toMatch(new RegExp(`/manual/edistyneet_toiminnot/${accented}$`));
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(page).toHaveURL(new RegExp(encodeURI(accented)));
    }
  });

  test('the sitemap lists every route once and no test page', async ({ request }) => {
    const response = await request.get('/manual/sitemap.xml');
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]).pathname));
    expect(locs.sort()).toEqual([...ALL_ROUTES, ...EXTRA_ROUTES].sort());
  });

  test('/ redirects to /manual/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/manual\/$/);
  });
});

test.describe('shared layout', () => {
  test('a doc page has landmarks, breadcrumbs, TOC, prev/next, footer and a skip link', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('2025');
    await expect(page.getByRole('navigation', { name: 'Murupolku' })).toContainText('Perustoiminnot');
    const toc = page.getByRole('navigation', { name: 'Sivun sisältö' });
    await expect(toc.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Edellinen ja seuraava sivu' })).toBeVisible();
    await expect(page.locator('.doc-sidebar a[aria-current="page"]')).toHaveText('Osastot');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Siirry sisältöön' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the TOC marks the section in view while scrolling', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/vuorolistanakyma');
    const toc = page.getByRole('navigation', { name: 'Sivun sisältö' });
    const links = toc.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    const last = links.nth(count - 1);
    const href = (await last.getAttribute('href'))!;
    await page.evaluate((id) => document.getElementById(decodeURIComponent(id))!.scrollIntoView(), href.slice(1));
    await page.mouse.wheel(0, 1);
    await expect(toc.locator('a.toc__link--active')).toHaveCount(1);
    await expect(links.first()).not.toHaveClass(/toc__link--active/);
  });

  test('sidebar categories collapse and expand, and link their index page', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    const sidebar = page.locator('.doc-sidebar');
    const caret = sidebar.getByRole('button', { name: /Perustoiminnot/ });
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Osastot' })).toBeHidden();
    await caret.click();
    await expect(sidebar.getByRole('link', { name: 'Osastot' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Perustoiminnot', exact: true }).click();
    await expect(page).toHaveURL(/\/manual\/category\/perustoiminnot$/);
    const sectionPages = [...ALL_ROUTES, ...EXTRA_ROUTES].filter((r) => r.startsWith('/manual/perustoiminnot/'));
    await expect(page.locator('main .card')).toHaveCount(sectionPages.length);
  });

  test('the list a category loads on demand is the list the page shows for it', async ({ page, request }) => {
    // A large manual sends later categories by folder only (lib/build/navigation.ts); each
    // category's file must then give the reader the same pages.
    await page.goto('/manual/raportointi/palkkaraportti');
    const caret = page.locator('.doc-sidebar').getByRole('button', { name: /Raportointi/ });
    const shown = await page
      .locator(`.doc-sidebar #${await caret.getAttribute('aria-controls')}`)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const response = await request.get('/manual/sidebar/raportointi.json');
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    type Item = [string, string, (Item[] | string)?];
    const hrefs = (items: Item[]): string[] =>
      items.flatMap(([, href, children]) => [`/manual${href}`, ...(Array.isArray(children) ? hrefs(children) : [])]);
    expect(hrefs(await response.json())).toEqual(shown);
  });

  test('a category page lists its pages with their descriptions', async ({ page }) => {
    await page.goto('/manual/category/raportointi');
    const cards = page.locator('main .card');
    // The section's own pages, plus one card for the Muut raportit subcategory.
    const ownPages = [...ALL_ROUTES, ...EXTRA_ROUTES].filter((r) => /^\/manual\/raportointi\/[^/]+$/.test(r));
    await expect(cards).toHaveCount(ownPages.length + 1);
    for (const description of await page.locator('main .card__description').allTextContents()) {
      expect(description.trim().length).toBeGreaterThan(10);
    }
  });
});

test.describe('navbar brand', () => {
  for (const width of [320, 390, 600, 1280]) {
    test(`the brand link is named at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/manual/perustoiminnot/osastot');
      const brand = page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Käyttöohje', exact: true });
      await expect(brand).toBeVisible();
      await expect(brand).toHaveAttribute('href', '/manual');
    });
  }
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens, goes back to the main menu, closes on resize to desktop', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    await expect(page.locator('.doc-sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Avaa navigointivalikko' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigointivalikko' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('a[aria-current="page"]')).toHaveText('Osastot');
    await drawer.getByRole('button', { name: '← Takaisin päävalikkoon' }).click();
    await expect(drawer.getByRole('link', { name: 'Vuorojen suunnittelu' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(drawer).toBeHidden();
  });

  test('is a modal: Tab stays inside, Escape closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    const menuButton = page.getByRole('button', { name: 'Avaa navigointivalikko' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Navigointivalikko' });
    await expect(drawer).toBeVisible();
    const focusInside = () => drawer.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);
    const controls = await drawer.evaluate(
      (el) => [...el.querySelectorAll('a[href], button')].filter((c) => c.getClientRects().length > 0).length,
    );
    // Round the drawer once forwards and once backwards, past the wrap each way.
    const outside: number[] = [];
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press('Tab');
      if (!(await focusInside())) outside.push(i);
    }
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      if (!(await focusInside())) outside.push(-i);
    }
    expect(outside).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Sulje navigointivalikko' }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the backdrop covers the page behind the drawer and a click on it closes the drawer', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    await page.getByRole('button', { name: 'Avaa navigointivalikko' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigointivalikko' })).toBeVisible();
    // The backdrop covers the page: what is under the pointer beside the drawer is the dialog.
    expect(await page.evaluate(() => document.elementFromPoint(380, 400)?.id)).toBe('mobile-drawer');
    await page.mouse.click(380, 400);
    await expect(page.getByRole('dialog', { name: 'Navigointivalikko' })).toBeHidden();
  });

  test('closes on back navigation and after following a link', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    await page.goto('/manual/perustoiminnot/tehtavat');
    await page.getByRole('button', { name: 'Avaa navigointivalikko' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigointivalikko' });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Avaa navigointivalikko' }).click();
    await drawer.getByRole('link', { name: 'Tarvepohjat' }).click();
    await expect(page).toHaveURL(/tarvepohjat$/);
    await expect(drawer).toBeHidden();
    // The link to the page already open changes no address, and closes the drawer all the same.
    await page.getByRole('button', { name: 'Avaa navigointivalikko' }).click();
    await drawer.getByRole('navigation', { name: 'Ohjeiden sivupalkki (mobiili)' }).getByRole('link', { name: 'Tarvepohjat' }).click();
    await expect(drawer).toBeHidden();
  });
});

async function themeOf(page: Page) {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

test.describe('colour mode', () => {
  test('light by default, switch to dark, kept after reload', async ({ page }) => {
    await page.goto('/manual/');
    expect(await themeOf(page)).toBe('light');
    await page.getByRole('button', { name: /Vaihda tummaan tilaan/ }).click();
    expect(await themeOf(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await themeOf(page)).toBe('dark');
  });

  test('the system preference is ignored while respectPrefersColorScheme is off', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/manual/');
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });

  test('no flash: the stored mode is on <html> before any script of the app runs', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/_next/static/**', (route) => route.abort());
    await page.goto('/manual/');
    expect(await themeOf(page)).toBe('dark');
  });

  test('a change in one tab shows in the others', async ({ context }) => {
    const one = await context.newPage();
    const two = await context.newPage();
    await one.goto('/manual/');
    await two.goto('/manual/perustoiminnot/osastot');
    await one.getByRole('button', { name: /Vaihda tummaan tilaan/ }).click();
    await expect.poll(() => themeOf(two)).toBe('dark');
  });
});

test.describe('announcement bar', () => {
  test('dismissal is stored and survives a reload', async ({ page }) => {
    await page.goto('/manual/');
    const bar = page.getByRole('region', { name: 'Tiedote' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Sulje tiedote' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tiedote' })).toBeHidden();
  });

  test('a new bar id shows the bar again', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docusaurus.announcement.id', 'vanha-tiedote');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      }
    });
    await page.goto('/manual/');
    await expect(page.getByRole('region', { name: 'Tiedote' })).toBeVisible();
    // The bar is in the server's HTML; the stored id is reset once the page has hydrated.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).not.toBe('vanha-tiedote');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBeNull();
  });
});

test.describe('figures', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const route of [
      '/manual/perustoiminnot/vuorojen-suunnittelu',
      '/manual/perustoiminnot/vuorolistanakyma',
      '/manual/perustoiminnot/vahvuuslaskenta',
      '/manual/perustoiminnot/omat-toiveet',
      '/manual/edistyneet_toiminnot/hrkello',
      '/manual/edistyneet_toiminnot/paivasuunnittelu',
      '/manual/raportointi/tuntitoteumat',
    ]) {
      test(`${route}: the figure reads in ${mode} mode on a 390 px phone`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(route);
        const figure = page.locator('article figure').first();
        await figure.scrollIntoViewIfNeeded();
        await expect(figure).toBeVisible();
        await expect(figure.locator('figcaption')).not.toBeEmpty();
        const box = await figure.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(await axeViolations(page, 'article figure')).toEqual([]);
      });
    }
  }
});

test.describe('search dialog accessibility', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the open dialog with results has no axe violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      // Ctrl+K is heard once the page has hydrated.
      await openHydrated(page, '/manual/perustoiminnot/osastot');
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('vuorolistan julkaiseminen');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await axeViolations(page, '.search-dialog')).toEqual([]);
    });
  }
});
