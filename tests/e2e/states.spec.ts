import { expect, test } from '@playwright/test';
import { openHydrated } from './pages';
import { openSearch } from './search-dialog';

test.describe('2. navigation', () => {
  test('the progress bar and spinner appear only when a navigation takes over 200 ms', async ({ page }) => {
    // Records when a click happened and when the progress bar first showed, so the 200 ms rule is
    // checked from timestamps rather than by racing the machine's speed.
    const watchProgress = () =>
      page.evaluate(() => {
        const w = window as unknown as { clickAt?: number; progressAt?: number };
        window.addEventListener('click', () => (w.clickAt = performance.now()), true);
        new MutationObserver(() => {
          if (w.progressAt === undefined && document.querySelector('[role="progressbar"]')) w.progressAt = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });

    await page.goto('/manual/perustoiminnot/osastot');
    await page.waitForLoadState('networkidle');
    await watchProgress();
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Tehtävät' }).click();
    await expect(page.locator('main h1')).toHaveText('Tehtävät');
    const fast = await page.evaluate(() => {
      const w = window as unknown as { clickAt?: number; progressAt?: number };
      return { clickAt: w.clickAt, progressAt: w.progressAt };
    });
    if (fast.progressAt !== undefined) expect(fast.progressAt - fast.clickAt!).toBeGreaterThanOrEqual(195);

    // Slow route data from the start, so that prefetching cannot have fetched it already.
    await page.route(/\.txt(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/manual/perustoiminnot/osastot');
    await watchProgress();
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Tarvepohjat' }).click();
    await expect(page.getByRole('progressbar', { name: 'Sivua ladataan' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ladataan sivua' })).toBeVisible();
    const slow = await page.evaluate(() => {
      const w = window as unknown as { clickAt?: number; progressAt?: number };
      return { clickAt: w.clickAt!, progressAt: w.progressAt! };
    });
    expect(slow.progressAt - slow.clickAt).toBeGreaterThanOrEqual(195);
    await expect(page.locator('main h1')).toHaveText('Tarvepohjat', { timeout: 15_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('the bar also shows for a navigation the code starts: Enter on a search result', async ({ page }) => {
    await page.route(/\.txt(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => undefined);
    });
    const input = await openSearch(page);
    await input.fill('tarvepohja');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page.getByRole('progressbar', { name: 'Sivua ladataan' })).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Tarvepohjat', { timeout: 15_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('when the next route’s data fails to load, the browser loads the target URL fully', async ({ page }) => {
    await page.route(/\.txt(\?|$)/, (route) => route.abort());
    await page.goto('/manual/perustoiminnot/osastot');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Tehtävät' }).click();
    await expect(page).toHaveURL(/\/manual\/perustoiminnot\/tehtavat$/);
    await expect(page.locator('main h1')).toHaveText('Tehtävät');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });
});

test.describe('4. navbar hides on scroll', () => {
  test('hides scrolling down past its height, shows scrolling up, hides on a hash jump', async ({ page }) => {
    await openHydrated(page, '/manual/perustoiminnot/vuorolistanakyma');
    const navbar = page.getByRole('navigation', { name: 'Päävalikko' });
    await expect(navbar).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 30);
    // Less than the navbar's height: once the page has scrolled, the navbar must still show.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(30);
    await expect(navbar).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 800);
    await expect(navbar).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -200);
    await expect(navbar).toHaveAttribute('data-hidden', 'false');
    await page.getByRole('navigation', { name: 'Sivun sisältö' }).getByRole('link').nth(2).click();
    await expect(navbar).toHaveAttribute('data-hidden', 'true');
  });
});

test.describe('5. storage', () => {
  test('blocked storage: a warning, a no-op store, and a working page', async ({ page }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled by policy', 'SecurityError');
        },
      });
    });
    await page.goto('/manual/perustoiminnot/osastot');
    await expect(page.locator('main h1')).toHaveText('Osastot');
    await page.getByRole('button', { name: 'Sulje tiedote' }).click();
    await expect(page.getByRole('region', { name: 'Tiedote' })).toBeHidden();
    await page.getByRole('button', { name: /Vaihda tummaan tilaan/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(warnings.some((w) => w.includes('storage is not available'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the preferred docs version is stored per plugin and an invalid one is replaced', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', '0.9');
      }
    });
    await page.goto('/manual/perustoiminnot/osastot');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
  });
});

test.describe('6. collapsibles', () => {
  test('animate height normally', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    const caret = page.locator('.doc-sidebar').getByRole('button', { name: /Perustoiminnot/ });
    const id = await caret.getAttribute('aria-controls');
    await page.evaluate((listId) => {
      const el = document.getElementById(listId!)!;
      const seen: string[] = [];
      (window as unknown as { transitions: string[] }).transitions = seen;
      new MutationObserver(() => seen.push(el.style.transition)).observe(el, { attributes: true });
    }, id);
    await caret.click();
    await expect(page.locator(`#${id}`)).toBeHidden();
    const transitions = await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions);
    expect(transitions.some((t) => /^height \d+ms ease-in-out$/.test(t))).toBe(true);
  });

  test('skip the animation when reduced motion is preferred', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/manual/perustoiminnot/osastot');
    const caret = page.locator('.doc-sidebar').getByRole('button', { name: /Perustoiminnot/ });
    const id = await caret.getAttribute('aria-controls');
    await page.evaluate((listId) => {
      const el = document.getElementById(listId!)!;
      (window as unknown as { animated: boolean }).animated = false;
      new MutationObserver(() => {
        if (el.hasAttribute('data-animating')) (window as unknown as { animated: boolean }).animated = true;
      }).observe(el, { attributes: true });
    }, id);
    await caret.click();
    await expect(page.locator(`#${id}`)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { animated: boolean }).animated)).toBe(false);
  });
});

test.describe('10. without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('text, sidebar, table of contents and links work', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/vuorolistanakyma');
    await expect(page.locator('main h1')).toHaveText('Vuorolistanäkymä');
    await expect(page.locator('article p').first()).not.toBeEmpty();
    const toc = page.getByRole('navigation', { name: 'Sivun sisältö' });
    const tocLinks = await toc.getByRole('link').count();
    expect(tocLinks).toBeGreaterThan(2);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Osastot' }).click();
    await expect(page.locator('main h1')).toHaveText('Osastot');
    await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('button', { name: /Raportit/ }).focus();
    await expect(page.getByRole('link', { name: 'Palkkaraportti' }).first()).toBeVisible();
  });

  test('on a phone the sidebar shows without the drawer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto('/manual/perustoiminnot/osastot');
    await expect(page.locator('.doc-sidebar').getByRole('link', { name: 'Tehtävät' })).toBeVisible();
    await context.close();
  });
});
