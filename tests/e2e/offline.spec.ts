import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withContentSecurityPolicy } from '../../lib/build/csp';
import { RELEASE_OUT_DIR } from '../../scripts/build-targets.mjs';
import { axeViolations } from './axe';
import { watchViolations } from './csp-watch';
import { openHydrated } from './pages';

// The offline worker behind nginx, as readers get it. Other specs block service workers, so that
// their request interception sees every request; here the worker is the subject.
test.use({ serviceWorkers: 'allow' });

async function whenKept(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(async (p) => Boolean(await caches.match(p)), path)).toBe(true);
}

test('a visited page reloads offline; after "Tallenna ohje laitteelle" every page, search and figures work offline, under the CSP', async ({ page, context }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await openHydrated(page, '/manual/perustoiminnot/osastot');
  await whenKept(page, '/manual/perustoiminnot/osastot');

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('main h1')).toHaveText('Osastot');
  await expect(page.getByRole('status').filter({ hasText: /^Luet laitteelle tallennettua ohjetta, päivitetty \d+\.\d+\.\d{4}\.$/ })).toBeVisible();
  await context.setOffline(false);

  await openHydrated(page, '/manual/perustoiminnot/osastot');
  const save = page.getByRole('button', { name: /^Tallenna ohje laitteelle \(noin \d+,\d Mt\)$/ });
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ohje on tallennettu tälle laitteelle' })).toBeVisible({ timeout: 60_000 });

  await context.setOffline(true);
  await page.goto('/manual/raportointi/palkkaraportti');
  await expect(page.locator('main h1')).toHaveText('Palkkaraportti');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('navigation', { name: 'Ohjeiden sivupalkki' }).getByRole('link', { name: 'Vuorojen suunnittelu' }).click();
  await expect(page.locator('main h1')).toHaveText('Vuorojen suunnittelu');
  await expect(page.locator('article figure').first()).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('palkkaraportti');
  await expect(page.getByRole('option').first()).toHaveAttribute('href', /palkkaraportti/);
  expect(await violations()).toEqual([]);
});

test('offline, a page that is not on the device gives the offline page with the saved pages', async ({ page, context }) => {
  await openHydrated(page, '/manual/perustoiminnot/tehtavat');
  await whenKept(page, '/manual/perustoiminnot/tehtavat');
  await context.setOffline(true);
  await page.goto('/manual/raportointi/tuntipankkiraportti');
  await expect(page.locator('main h1')).toHaveText('Ei verkkoyhteyttä');
  const saved = page.getByRole('heading', { name: 'Laitteelle tallennetut sivut' }).locator('xpath=following-sibling::ul[1]');
  await expect(saved.getByRole('link', { name: 'Tehtävät' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('after a new release, an online reader sees the new text on the next navigation', async ({ page }) => {
  test.setTimeout(60_000);
  // A copy of the release behind its own nginx, changed as a new release would change it.
  const root = mkdtempSync(join(tmpdir(), 'manual-release-'));
  cpSync(RELEASE_OUT_DIR, root, { recursive: true });
  // Beside the servers of playwright.config.ts (the edge runtime has port + 2500).
  const port = Number(process.env.E2E_PORT ?? 3100) + 3000;
  const nginx: ChildProcess = spawn('node', ['scripts/serve-nginx.mjs'], {
    env: { ...process.env, PORT: String(port), SERVE_ROOT: root },
    stdio: 'ignore',
  });
  try {
    const base = `http://localhost:${port}`;
    await expect.poll(() => fetch(`${base}/manual/`).then((r) => r.status, () => 0), { timeout: 15_000 }).toBe(200);
    await openHydrated(page, `${base}/manual/perustoiminnot/osastot`);
    await whenKept(page, '/manual/perustoiminnot/osastot');

    const changed = (file: string, edit: (text: string) => string) => {
      const path = join(root, file);
      writeFileSync(path, edit(readFileSync(path, 'utf8')));
      rmSync(`${path}.br`, { force: true });
      rmSync(`${path}.gz`, { force: true });
    };
    // The new release words a sentence differently: the page, its inline route data (with the
    // page's script hashes renewed, as the build does), its route data files (the whole route's and
    // the per-segment ones a client navigation reads); and its worker.
    const before = 'Pääkäyttäjä perustaa osastot';
    const after = 'Pääkäyttäjä perustaa ja nimeää osastot';
    changed('perustoiminnot/osastot.html', (html) => withContentSecurityPolicy(html.replaceAll(before, after)));
    changed('perustoiminnot/osastot.txt', (text) => text.replaceAll(before, after));
    for (const segment of readdirSync(join(root, 'perustoiminnot/osastot')).filter((f) => f.endsWith('.txt'))) {
      changed(`perustoiminnot/osastot/${segment}`, (text) => text.replaceAll(before, after));
    }
    changed('sw.js', (sw) => `${sw}\n// uusi julkaisu\n`);

    // The next page opens after the release: what it prefetches for its links is the new release's
    // (a prefetch from before the release is the router's to reuse for a moment, as on any host).
    await openHydrated(page, `${base}/manual/perustoiminnot/tehtavat`);
    await page.getByRole('link', { name: 'Osastot' }).first().click();
    await expect(page.getByText(after)).toBeVisible();
    await page.goto(`${base}/manual/perustoiminnot/osastot`);
    await expect(page.getByText(after)).toBeVisible();
  } finally {
    nginx.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  }
});
