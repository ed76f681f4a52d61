import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openSearch } from './search-dialog';

// The split index the dialog loads: the manifest when search opens, then per query the term
// shards (t{n}.json) and page fragments (p{n}.json) in the manifest's version folder.
const MANIFEST = '**/manual/search/docs-default-current/manifest.json';
const SHARDS = /\/manual\/search\/docs-default-current\/[0-9a-f]+\/t\d+\.json$/;
const FRAGMENTS = /\/manual\/search\/docs-default-current\/[0-9a-f]+\/p\d+\.json$/;

test.describe('search', () => {
  test('the index is not loaded with the page; opening search loads its manifest, a search its parts', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/manual/perustoiminnot/tehtavat');
    await page.waitForLoadState('networkidle');
    expect(requests.some((u) => u.includes('/search'))).toBe(false);
    await page.getByRole('button', { name: 'Hae ohjeista' }).click();
    await expect(page.getByRole('dialog', { name: 'Haku' })).toBeVisible();
    await expect.poll(() => requests.some((u) => u.endsWith('/search/docs-default-current/manifest.json'))).toBe(true);
    expect(requests.some((u) => SHARDS.test(u) || FRAGMENTS.test(u))).toBe(false);
    await page.getByRole('combobox').fill('vuorolista');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(requests.some((u) => SHARDS.test(u))).toBe(true);
    expect(requests.some((u) => FRAGMENTS.test(u))).toBe(true);
    // The whole index stays published for other tools; the dialog does not download it.
    expect(requests.some((u) => u.includes('search-index-'))).toBe(false);
  });

  test('the first search downloads at most 80 KiB, search code included', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/tehtavat');
    await page.waitForLoadState('networkidle');
    const responses: import('@playwright/test').Response[] = [];
    page.on('response', (r) => responses.push(r));
    const input = await openSearch(page);
    await input.fill('miten siirrän vuoron raahaamalla toiselle päivälle');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The dialog's code and the index parts. Next's route data (.txt) that the result links
    // prefetch is the navigation's, not the search's, and is left out.
    const searchResponses = responses.filter((r) => /\.js$/.test(new URL(r.url()).pathname) || new URL(r.url()).pathname.startsWith('/manual/search/'));
    expect(searchResponses.some((r) => SHARDS.test(r.url()))).toBe(true);
    let bytes = 0;
    for (const r of searchResponses) bytes += (await r.request().sizes()).responseBodySize;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(80 * 1024);
  });

  test('Ctrl+K opens a dialog; typing shows results grouped by page with marked snippets', async ({ page }) => {
    const input = await openSearch(page);
    await expect(page.getByRole('dialog', { name: 'Haku' })).toBeVisible();
    await input.fill('osastojen lainaus');
    const listbox = page.getByRole('listbox', { name: 'Hakutulokset' });
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(8);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await expect(listbox.locator('mark').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /tulos/ })).toHaveCount(1);
  });

  test('arrow keys move the active result and Enter opens it with the words highlighted', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('osastojen lisääminen');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await input.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const href = await options.first().getAttribute('href');
    await input.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const path = href!.split(/[?#]/)[0];
    await expect(page).toHaveURL(new RegExp(`${path}(#.*)?$`));
    const marks = page.locator('[data-doc-article] mark[data-search-highlight]');
    await expect(marks.first()).toBeVisible();
    // Stem-aware: the query said "osastojen", the page also says "osasto"/"Osastot".
    const words = await marks.allTextContents();
    expect(words.some((w) => /^osasto/i.test(w) && w.toLowerCase() !== 'osastojen')).toBe(true);
    // The terms travelled in a parameter that is gone after use.
    expect(new URL(page.url()).searchParams.has('hl')).toBe(false);
    // Marks go away on the next navigation.
    await page.getByRole('navigation', { name: 'Ohjeiden sivupalkki' }).getByRole('link', { name: 'Tehtävät' }).click();
    await expect(page.locator('main h1')).toHaveText('Tehtävät');
    await expect(page.locator('mark[data-search-highlight]')).toHaveCount(0);
  });

  test('a misspelt word finds its page, says which word was searched and offers the words as typed', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('kalentri');
    const notice = page.locator('.search-panel__correction');
    await expect(notice).toContainText(/Näytetään tulokset haulle ”kalenter\w*”/);
    await expect(page.getByRole('option').first()).toHaveAttribute('href', /edistyneet_toiminnot\/kalenteri/);
    expect(await axeViolations(page, '.search-dialog')).toEqual([]);
    await page.getByRole('button', { name: 'Hae sen sijaan ”kalentri”' }).click();
    await expect(page.getByRole('dialog', { name: 'Haku' }).getByRole('status')).toHaveText('Ei tuloksia haulle ”kalentri”');
    await expect(notice).toHaveCount(0);
    await expect(input).toBeFocused();
  });

  test("a reader's word finds the manual's page before the glossary; no page takes more than two places while others match", async ({ page }) => {
    const input = await openSearch(page);
    // The manual says ylitys; ylimiehitys is the readers' word, named in the glossary.
    await input.fill('ylimiehitys');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('href', /perustoiminnot\/vahvuuslaskenta/);
    const pages = (await options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).map((href) => href.split(/[?#]/)[0]);
    expect(pages.length).toBeGreaterThan(4);
    expect(pages.findIndex((p) => p.endsWith('/sanasto'))).not.toBe(0);
    const perPage = new Map<string, number>();
    for (const p of pages) perPage.set(p, (perPage.get(p) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
  });

  test('Escape closes the open panel first, then clears the query', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('vuoro');
    await expect(page.getByRole('listbox')).toBeVisible();
    await input.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveValue('vuoro');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.press('Escape');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('dialog')).toBeVisible();
    await input.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the reset button clears the query', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('loma');
    await page.getByRole('button', { name: 'Tyhjennä haku' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
  });

  test('the input takes at most 512 characters', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('vuoro '.repeat(1000));
    expect((await input.inputValue()).length).toBe(512);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a query with no hits says so', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('xyzzyplugh');
    await expect(page.locator('.search-panel__empty')).toContainText('Ei tuloksia haulle ”xyzzyplugh”');
    await expect(page.getByRole('option')).toHaveCount(0);
    // No dead end: the glossary names the manual's word for a reader's word.
    const glossary = page.getByRole('dialog', { name: 'Haku' }).getByRole('link', { name: 'Katso sanastosta, millä nimellä ohje käyttää sanaa' });
    await expect(glossary).toHaveAttribute('href', '/manual/sanasto');
  });

  test('a word with more typos than the correction takes offers the pages with the nearest titles', async ({ page }) => {
    const input = await openSearch(page);
    // Letters swapped and one doubled: too far from any index word, near the title Vuorotoiveet.
    await input.fill('vourotoiveeet');
    const dialog = page.getByRole('dialog', { name: 'Haku' });
    await expect(page.locator('.search-panel__empty')).toContainText('Sivuja, joiden nimi on lähellä:');
    await dialog.getByRole('link', { name: 'Vuorotoiveet', exact: true }).click();
    await expect(page).toHaveURL(/\/manual\/raportointi\/muut_raportit\/vuorotoiveet$/);
    await expect(page.locator('main h1')).toHaveText('Vuorotoiveet');
  });

  test('the links of the no-results answer are reached with Tab from the input and open with Enter', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('vourotoiveeet');
    const link = page.getByRole('dialog', { name: 'Haku' }).getByRole('link', { name: 'Vuorotoiveet', exact: true });
    await expect(link).toBeVisible();
    // Past the form's buttons (clear, cancel) to the first link; the panel stays open on the way.
    for (let presses = 0; presses < 5 && !(await link.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manual\/raportointi\/muut_raportit\/vuorotoiveet$/);
  });

  for (const [name, fault] of [
    ['a 500 answer', (route: import('@playwright/test').Route) => route.fulfill({ status: 500, body: 'error' })],
    ['invalid JSON', (route: import('@playwright/test').Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"documents": [' })],
    ['an aborted request', (route: import('@playwright/test').Route) => route.abort()],
  ] as const) {
    test(`a manifest request with ${name} gives no results and no crash`, async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await page.route(MANIFEST, fault);
      const input = await openSearch(page);
      await input.fill('vuorolista');
      await expect(page.locator('.search-panel__empty')).toContainText('Ei tuloksia haulle');
      await expect(page.locator('main h1')).toHaveText('Tehtävät');
      expect(errors).toEqual([]);
    });
  }

  for (const [name, part] of [
    ['term shard', SHARDS],
    ['page fragment', FRAGMENTS],
  ] as const) {
    test(`a ${name} answered with 500 gives no results and no crash; the next search asks again`, async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      let failing = true;
      await page.route(part, (route) => (failing ? route.fulfill({ status: 500, body: 'error' }) : route.continue()));
      const input = await openSearch(page);
      await input.fill('vuorolista');
      await expect(page.locator('.search-panel__empty')).toContainText('Ei tuloksia haulle ”vuorolista”');
      await expect(page.getByRole('option')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Haku' })).toBeVisible();
      expect(errors).toEqual([]);
      failing = false;
      await input.fill('vuorolistan');
      await expect(page.getByRole('option').first()).toBeVisible();
    });
  }

  test('a markup payload is shown and marked as text only', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)>';
    const input = await openSearch(page);
    await input.fill(payload);
    // The search has finished when its live region announces the outcome (its words match numbers
    // in the examples, so there are results): by then any markup from the query would be in place.
    await expect(page.getByRole('dialog', { name: 'Haku' }).getByRole('status')).not.toBeEmpty();
    expect(await page.locator('.search-dialog img').count()).toBe(0);
    await page.goto(`/manual/perustoiminnot/tehtavat?hl=${encodeURIComponent(payload)}`);
    await expect(page.locator('main h1')).toHaveText('Tehtävät');
    expect(await page.locator('[data-doc-article] img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('the dialog fills a 390 px wide phone screen and works there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/manual/perustoiminnot/tehtavat');
    await page.getByRole('button', { name: 'Hae ohjeista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Haku' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(380);
    await page.getByRole('combobox').fill('tehtävät');
    await expect(page.getByRole('option').first()).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Peruuta' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
