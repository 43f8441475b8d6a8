import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1, levels A and AA. No rule is disabled. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core against the page as it is now: a violation of impact serious or critical fails the
 * test; minor and moderate ones are printed only.
 */
export async function expectNoSeriousViolations(page: Page, pageName: string) {
  // axe reads colours as they are at that instant: let running transitions end first (a button
  // enabled by hydration fades from its disabled colours for 0.15 s).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const describe = (violations: typeof results.violations) =>
    violations
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
      )
      .join('\n');
  const minor = results.violations.filter((violation) => !['serious', 'critical'].includes(violation.impact ?? ''));
  if (minor.length > 0) console.log(`${pageName}: minor/moderate axe violations\n${describe(minor)}`);
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious, `${pageName}: serious/critical axe violations\n${describe(serious)}`).toEqual([]);
}
