import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The rules whose outcome depends on colours alone. The dark mode changes nothing but colours
// (app/globals.css swaps colour variables only), so a page already checked with every rule in the
// light mode needs only these in the dark mode.
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Violations as "rule: selectors", so a failure names what to fix.
export async function axeViolations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  // Only violations are reported: collecting passes and incomplete results costs a quarter of each run.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
