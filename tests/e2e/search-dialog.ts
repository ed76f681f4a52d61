import { expect, type Page } from '@playwright/test';

// Opens the search dialog with Ctrl+K on a doc page and gives its input.
export async function openSearch(page: Page) {
  await page.goto('/manual/perustoiminnot/tehtavat');
  const input = page.getByRole('combobox');
  // The shortcut works once the page has hydrated, which takes a moment on a busy machine; it
  // only ever opens the dialog, so pressing it again is harmless.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return input;
}
