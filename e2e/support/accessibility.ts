import AxeBuilder from '@axe-core/playwright';
import type { Page } from '../fixtures';

/** The page's WCAG 2.1 A/AA violations as one line each (rule and where), so a failing test names them. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
