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

/**
 * Waits until every finite animation and transition on the page is over and every open tooltip
 * has faded in: a tooltip that opens with a dialog (its button takes the first focus) would
 * otherwise be checked half transparent, in colours nobody reads.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  for (const tooltip of await page.getByRole('tooltip').all()) await settled(tooltip);
}

/** Runs axe on the whole page and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) => `    ${node.html.slice(0, 160)}\n      ${node.failureSummary}`,
    );
    return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
  });
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
