import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { feedbackText, parseFeedbackLog, summarizeFeedback } from '../../lib/build/feedback-report';
import { watchViolations } from './csp-watch';
import { E2E_FEEDBACK_LOGS } from './feedback-logs';
import { openHydrated } from './pages';
import { openSearch } from './search-dialog';

// Against the preview server and nginx, each writing its own log (playwright.config.ts).
const PAGE = '/manual/perustoiminnot/osastot';

function logLines(): string[] {
  try {
    return readFileSync(E2E_FEEDBACK_LOGS[test.info().project.name], 'utf8').split('\n');
  } catch {
    return [];
  }
}

async function answerNo(page: Page, comment: string) {
  const feedback = page.getByRole('region', { name: /Oliko tästä sivusta apua/ });
  await feedback.getByRole('button', { name: 'Ei' }).click();
  const box = page.getByRole('textbox', { name: /Mitä jäi puuttumaan/ });
  await expect(box).toBeFocused();
  await box.fill(comment);
  await page.getByRole('button', { name: 'Lähetä' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kiitos palautteesta' })).toBeVisible();
}

test.describe('feedback', () => {
  test('an "Ei" with a comment and a search that found nothing reach the log, with no address or agent, and the report lists both', async ({ page }) => {
    const violations = await watchViolations(page);
    const marker = `Puuttui esimerkki ${test.info().project.name} ${Date.now()}`;
    const query = `zyxvq${Date.now() % 100000}`;
    await openHydrated(page, PAGE);
    await answerNo(page, marker);

    const input = await openSearch(page);
    await input.fill(query);
    await expect(page.getByText('Ohjeen kirjoittajat näkevät nimettömänä haut')).toBeVisible();
    // Escape closes the results, clears the box, then closes the dialog: the query that found
    // nothing is sent then at the latest, without waiting for the reader to pause.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Haku' })).toHaveCount(0);

    await expect.poll(() => logLines().filter((l) => l.includes(marker) || l.includes(query)).length).toBe(2);
    const ours = logLines().filter((l) => l.includes(marker) || l.includes(query));
    for (const line of ours) {
      expect(Object.keys(JSON.parse(line))).toEqual(['time', 'body']);
      expect(line).not.toMatch(/127\.0\.0\.1|::1|localhost|Mozilla|Chrome/);
    }
    const report = feedbackText(summarizeFeedback(parseFeedbackLog(ours), [{ route: '/perustoiminnot/osastot', title: 'Osastot' }], {}));
    expect(report).toContain(marker);
    expect(report).toContain(query);
    expect(await violations()).toEqual([]);
  });
});
