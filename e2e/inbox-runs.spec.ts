import { dayUrl } from './support/calendar.ts';
import {
  germanDayRange,
  germanDayTitle,
  germanMonthTitle,
  literally,
  MONDAY,
  weekDay,
} from './support/days.ts';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';
import { answer, apiMember } from './support/members.ts';
import { test } from './support/people.ts';

// One member saying in a row that they will not come on several days is one inbox card with
// the range of days, expanding to each day; a tap opens the first and reads them all
// (docs/decisions/017-who-is-coming-at-a-glance.md).

// Monday to Friday of a week still to come, all in one month (e2e/support/days.ts).
const DAYS = [MONDAY, weekDay(1), weekDay(2), weekDay(3), weekDay(4)];

test('a member’s run of days is one card that opens the first day and reads them all', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const group = await createGroupViaApi(page, { name: uniqueName('Climbing Crew') });
  const ben = await apiMember(baseURL!, 'Ben Ito', group.inviteCode!);
  const cy = await apiMember(baseURL!, 'Cy Ro', group.inviteCode!);
  await answer(cy, group.id, DAYS[0]!, 'present');
  for (const day of DAYS) await answer(ben, group.id, day, 'away', day === DAYS[1] ? 'Exams' : '');

  await page.goto('/notifications');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications (6 unread)');
  const cards = page.getByRole('list').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const run = cards.first();
  await expect(run).toContainText('Ben Ito will not attend');
  await expect(run).toContainText(germanDayRange(MONDAY, weekDay(4)));
  await expect(cards.nth(1)).toContainText('Cy Ro will attend');

  const toggle = run.getByRole('button', { name: 'The 5 days' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    run.getByRole('button', { name: new RegExp(literally(germanMonthTitle(MONDAY))) }),
  ).toHaveText([
    germanDayTitle(MONDAY),
    `${germanDayTitle(weekDay(1))}Note: Exams`,
    germanDayTitle(weekDay(2)),
    germanDayTitle(weekDay(3)),
    germanDayTitle(weekDay(4)),
  ]);

  await run.getByRole('button', { name: /Ben Ito will not attend/ }).click();
  await expect(page).toHaveURL(new RegExp(`${dayUrl(group.id, DAYS[0]!).replace('?', '\\?')}$`));
  // Every day of the card is read; Cy's card still waits.
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await bell.click();
  await expect(cards.first()).toHaveAttribute('data-read', 'true');
  await expect(cards.nth(1)).toHaveAttribute('data-read', 'false');
});
