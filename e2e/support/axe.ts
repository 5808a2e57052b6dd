import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The critical and serious accessibility violations axe finds on the page as it is now,
 * one line each ("rule: help (n nodes)"), so a failing test says what to mend.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A screen still fading in would read as low contrast: judge it as it settles.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`)
          .join(', ')})`,
    );
}
