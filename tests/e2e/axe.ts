import axe from 'axe-core';
import type { Page } from '@playwright/test';

// The rules whose outcome depends on colours alone. The dark mode changes nothing but colours
// (app/globals.css swaps colour variables only), so a page already checked with every rule in the
// light mode needs only these in the dark mode.
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// axe-core itself, put into the document once and run there. @axe-core/playwright opens a second
// page for every run to finish it across frames: about four times the run itself on these pages,
// which have no frames.
export async function axeViolations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, rules }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      // Only violations are reported: collecting passes and incomplete results costs a quarter of each run.
      const results = await engine.run(include ?? document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule' as const, values: rules } } : {}),
      });
      // Violations as "rule: selectors", so a failure names what to fix.
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { include, rules },
  );
}
