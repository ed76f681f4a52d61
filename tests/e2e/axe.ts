import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Violations as "rule: selectors", so a failure names what to fix.
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are reported: collecting passes and incomplete results costs a quarter of each run.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
