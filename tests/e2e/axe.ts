/** axe-core in the browser tests (a11y.spec.ts, offline.spec.ts). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical violations on the page, one line each; all rules, or only those named. In axe's
 * legacy mode: the scan runs in the page itself instead of gathering each frame's results in a new blank
 * page, which took about 40 % of a scan's time (docs/test-time.md). What it gives up is scanning frames of
 * other origins; our pages show none but configured embeds, whose insides are not ours.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules) builder.withRules(rules);
  else builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${page.url()} ${violation.id}: ${node.target.join(' ')}`));
}
