import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Accessibility checks with axe-core: the WCAG 2.x A and AA rules.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until MUI's enter transition is over, so axe sees the colours a person sees. The fade
 * may run on an ancestor (a Dialog fades its container, not the dialog itself): what counts is
 * the opacity of the element and every element around it.
 */
export async function settled(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        let opacity = 1;
        for (let e: Element | null = element; e; e = e.parentElement) {
          opacity *= Number(getComputedStyle(e).opacity);
        }
        return opacity;
      }),
    )
    .toBe(1);
}

/** Runs axe on the whole page and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) => `    ${node.html.slice(0, 160)}\n      ${node.failureSummary}`,
    );
    return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
  });
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
