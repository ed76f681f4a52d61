import { expect, type Page } from '@playwright/test';
import { openHydrated } from './pages';

// Opens the search dialog with Ctrl+K on a doc page, once the page has hydrated and the shortcut
// is live, and gives its input.
export async function openSearch(page: Page) {
  await openHydrated(page, '/manual/perustoiminnot/tehtavat');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await expect(input).toBeFocused();
  return input;
}
