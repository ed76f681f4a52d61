import { expect, test } from '@playwright/test';
import { watchViolations } from './csp-watch';
import { builtPages, openHydrated } from './pages';

// Every page under its Content-Security-Policy, against the preview server only: the policy is the
// page's own meta tag plus the header set of deploy/nginx/security-headers.conf, which the preview
// server and nginx both send (serving.spec.ts checks the headers on every page of each server), so
// a second browser sweep behind nginx would load the same bytes under the same policy.
//
// One test per page of the built site: the page loads, hydrates and settles with no violation.
const pages = builtPages();
test('the sweep covers the built site', () => {
  expect(pages.length).toBeGreaterThan(40);
});
for (const path of pages) {
  test(`no violation on ${path}`, async ({ page }) => {
    const violations = await watchViolations(page);
    await openHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}
