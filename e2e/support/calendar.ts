import type { Locator, Page } from '@playwright/test';
import { activeDayParam, toDay, type AttendanceState } from '@turnout/domain';
import { expect } from './fixtures.ts';

// The group screen's calendar and day sheet, as the attendance journeys use them.

const ZONE = 'Europe/Berlin';

/** /groups/:id?activeDay=<start of the day in Berlin, ms>, as notifications link a day. */
export function dayUrl(groupId: string, day: string): string {
  return `/groups/${encodeURIComponent(groupId)}?activeDay=${activeDayParam(toDay(day), ZONE)}`;
}

export function daySheet(page: Page): Locator {
  return page.getByRole('region', { name: 'Selected day' });
}

/** The calendar's cell of a day (its accessible name is the full date plus marks). */
export function dayCell(page: Page, day: string): Locator {
  return page.getByRole('group', { name: 'Calendar' }).locator(`[data-day="${day}"]`);
}

const LABELS: Record<AttendanceState, string> = {
  away: 'Away',
  undecided: 'Undecided',
  present: 'Present',
};

/** Chooses my state in the sheet and waits until the server has stored it. */
export async function choose(page: Page, state: AttendanceState): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/attendance') && response.request().method() === 'PUT',
  );
  await daySheet(page).getByRole('button', { name: LABELS[state], exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(
    daySheet(page).getByRole('button', { name: LABELS[state], exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
}

/** The sheet shows exactly these members per state, and the matching counts. */
export async function expectDay(
  page: Page,
  expected: Record<AttendanceState, string[]>,
): Promise<void> {
  // The calendar replaces its skeleton once the attendance has loaded; after a reload on a busy
  // machine that can take longer than one expect's default.
  await expect(page.getByRole('group', { name: 'Calendar' })).toBeVisible({ timeout: 20_000 });
  const sheet = daySheet(page);
  for (const state of ['away', 'undecided', 'present'] as const) {
    await expect(sheet.getByTestId(`count-${state}`)).toHaveText(String(expected[state].length));
    const column = sheet.getByRole('region', { name: LABELS[state], exact: true });
    const names = column.getByRole('listitem');
    await expect(names).toHaveCount(expected[state].length);
    for (const name of expected[state]) await expect(column.getByText(name)).toBeVisible();
  }
}
