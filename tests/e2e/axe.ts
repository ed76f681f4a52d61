import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Violations as "rule: selectors", so a failure names what to fix.
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
