import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules and axe's best practices (issue 24: 0 serious or critical). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The serious and critical axe-core violations of the page as it is now, one line each (rule,
 * how many elements, the first element and why), for an assertion that lists them when it fails.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const first = violation.nodes[0];
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${first?.target.join(' ')} — ${first?.failureSummary?.replace(/\s+/g, ' ')}`;
    });
}
