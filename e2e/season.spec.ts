import { addDays, isoWeekdayOf, reminderDueAt, today } from '@turnout/domain';
import { dayCell, daySheet, dayUrl } from './support/calendar.ts';
import { germanDayRange, germanDayTitle, literally, MONDAY, weekDay } from './support/days.ts';
import { expect } from './support/fixtures.ts';
import { groupWithMember, uniqueName } from './support/groups.ts';
import { answer, apiMember } from './support/members.ts';
import { test } from './support/people.ts';
import { reminderCount, remindersViaApi, setScheduleViaApi } from './support/season.ts';

const ZONE = 'Europe/Berlin';

// Season planning (docs/decisions/022-season-planning.md): the owner's training days reach the
// members' calendars live; a member's repeating answer is one action that the others see in
// their calendar and as one inbox card; a reminder arrives at the hour a member chose.

// A Monday still to come and the weeks after it (e2e/support/days.ts); the Thursday of the
// week after is cancelled.
const THURSDAY = weekDay(3);
const CANCELLED = weekDay(10);
// The first calendar of a journey, or a redraw of all its months, may take a while on a busy
// machine.
const FIRST_LOAD = { timeout: 20_000 };

// Two or three people in a browser each.
test.slow();

test('the owner sets the training days and a member sees them at once', async ({
  page,
  people,
}) => {
  const owner = await people.signedIn('Olga Owner');
  const member = await people.signedIn('Ines Member');
  const group = await groupWithMember(owner.page, member.page, uniqueName('Gym Crew'));

  // The member is looking at the calendar while the owner edits the group. Their live stream
  // connects a moment after the first screen (its code loads lazily) and catches up from what
  // that screen read (ADR 020), so the owner need not wait for it.
  await member.page.goto(dayUrl(group.id, MONDAY));
  await expect(dayCell(member.page, MONDAY)).toHaveAccessibleName(
    new RegExp(`^${literally(germanDayTitle(MONDAY))}, 0`),
    FIRST_LOAD,
  );

  await owner.page.goto(dayUrl(group.id, MONDAY));
  await owner.page.getByRole('button', { name: 'Group menu' }).click();
  await owner.page.getByRole('menuitem', { name: 'Edit group' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Edit Group' });
  const days = dialog.getByRole('group', { name: 'Training days' });
  await days.getByRole('checkbox', { name: 'Montag' }).check();
  await days.getByLabel('Time on Montag').fill('18:30');
  await days.getByLabel('Place on Montag').fill('Halle 2');
  await days.getByRole('checkbox', { name: 'Donnerstag' }).check();
  const cancelled = dialog.getByRole('group', { name: 'Cancelled dates' });
  await cancelled.getByLabel('Cancelled date').fill(CANCELLED);
  await cancelled.getByRole('button', { name: 'Add cancelled date' }).click();
  await expect(cancelled.getByRole('listitem')).toHaveText([germanDayTitle(weekDay(10))]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Two requests, then every month of the calendar redraws its marks: slow on a busy machine.
  await expect(dialog).toBeHidden(FIRST_LOAD);

  // The owner's own calendar at once, the member's through the live event, without a reload.
  for (const viewer of [owner.page, member.page]) {
    await expect(dayCell(viewer, MONDAY)).toHaveAccessibleName(
      new RegExp(`^${literally(germanDayTitle(MONDAY))}, training day at 18:30, `),
    );
    await expect(dayCell(viewer, THURSDAY)).toHaveAccessibleName(
      new RegExp(`^${literally(germanDayTitle(weekDay(3)))}, training day, `),
    );
    await expect(dayCell(viewer, CANCELLED)).toHaveAccessibleName(
      new RegExp(`^${literally(germanDayTitle(weekDay(10)))}, training cancelled, `),
    );
    await expect(daySheet(viewer).getByTestId('training-info')).toHaveText(
      'Training day · 18:30 · Halle 2',
    );
  }
  await expect(dayCell(member.page, weekDay(1))).not.toHaveAccessibleName(/training/);

  // What the owner saved is what the dialog shows the next time.
  await owner.page.getByRole('button', { name: 'Group menu' }).click();
  await owner.page.getByRole('menuitem', { name: 'Edit group' }).click();
  await expect(days.getByLabel('Place on Montag')).toHaveValue('Halle 2');
  await expect(days.getByRole('checkbox', { name: 'Dienstag' })).not.toBeChecked();
  void page;
});

test('a repeating answer reaches another member’s calendar and inbox as one card', async ({
  page,
  people,
}) => {
  const owner = await people.signedIn('Olga Owner');
  const ines = await people.signedIn('Ines');
  const group = await groupWithMember(owner.page, ines.page, uniqueName('Gym Crew'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [
      { weekday: 1, time: '18:30', place: 'Halle 2' },
      { weekday: 4, time: '19:00', place: null },
    ],
    cancelledDates: [CANCELLED],
  });
  await owner.page.goto(dayUrl(group.id, MONDAY));
  await expect(dayCell(owner.page, THURSDAY)).toHaveAccessibleName(
    /, 0 present, 0 away$/,
    FIRST_LOAD,
  );

  await ines.page.goto(dayUrl(group.id, MONDAY));
  await daySheet(ines.page).getByRole('button', { name: 'Answer several days' }).click();
  const dialog = ines.page.getByRole('dialog', { name: 'Answer several days' });
  await expect(dialog.getByRole('checkbox', { name: 'Montag (training day)' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Donnerstag (training day)' })).toBeChecked();
  await dialog.getByLabel('Until').fill(weekDay(24));
  await dialog.getByLabel('Note (optional)').fill('Back from holiday');
  // Four Mondays and four Thursdays up to that day; the second Thursday is cancelled.
  await expect(dialog.getByRole('status')).toHaveText('You will be present on 7 days.');
  const saved = ines.page.waitForResponse((response) =>
    response.url().endsWith('/attendance/series'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(ines.page.getByText('Your answer is saved for 7 days.')).toBeVisible();
  await expect(dayCell(ines.page, weekDay(24))).toHaveAccessibleName(/my answer: Present/);

  // The owner's calendar follows live; the cancelled Thursday stays unanswered.
  await expect(dayCell(owner.page, THURSDAY)).toHaveAccessibleName(/, 1 present, 0 away$/);
  await expect(dayCell(owner.page, MONDAY)).toHaveAccessibleName(/, 1 present, 0 away$/);
  await expect(dayCell(owner.page, CANCELLED)).toHaveAccessibleName(/, 0 present, 0 away$/);
  await expect(dayCell(owner.page, weekDay(1))).toHaveAccessibleName(/, 0 present, 0 away$/);

  // One inbox card for the whole action, opening its first day.
  await owner.page.goto('/notifications');
  const cards = owner.page.getByRole('list').getByRole('listitem');
  await expect(cards.first()).toBeVisible(FIRST_LOAD);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(
    `Ines will attend 7 training days, ${germanDayRange(MONDAY, weekDay(24))}`,
  );
  await expect(cards.first()).toContainText('Note: Back from holiday');
  await cards
    .first()
    .getByRole('button', { name: /Ines will attend/ })
    .click();
  await expect(owner.page).toHaveURL(
    new RegExp(`${dayUrl(group.id, MONDAY).replace('?', '\\?')}$`),
  );
  await expect(daySheet(owner.page).getByText('Back from holiday')).toBeVisible();
  void page;
});

test('a reminder arrives on the eve of a training day at the hour the member chose', async ({
  page,
  people,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The real clock: tomorrow (in the app's zone) is made a training day, and the member picks
  // the hour it is now, so the reminder is due at once; a second member picks the next hour,
  // which has not come yet, and gets nothing.
  const now = Date.now();
  const tomorrow = addDays(today(ZONE, now), 1);
  const hours = [...Array(24).keys()];
  const hourNow = hours.filter((hour) => reminderDueAt(tomorrow, hour, ZONE) <= now).at(-1)!;
  const nextHour = hours.find((hour) => reminderDueAt(tomorrow, hour, ZONE) > now);
  // So close to the next hour that it might come during the journey: the check would not hold.
  const nextHourSoon =
    nextHour !== undefined && reminderDueAt(tomorrow, nextHour, ZONE) - now < 120_000;

  const owner = await people.signedIn('Olga Owner');
  const ada = await people.signedIn('Ada');
  const group = await groupWithMember(owner.page, ada.page, uniqueName('Gym Crew'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [{ weekday: isoWeekdayOf(tomorrow), time: '18:30', place: 'Halle 2' }],
    cancelledDates: [],
  });
  const ben = await apiMember(baseURL!, 'Ben', group.inviteCode!);
  const late = await apiMember(baseURL!, 'Lea Late', group.inviteCode!);
  await answer(ben, group.id, tomorrow, 'present');
  await remindersViaApi(late.api, group.id, { reminders: true, reminderHour: nextHour ?? 23 });

  // Ada turns reminders on in the settings, at the hour it is now.
  await ada.page.goto('/settings');
  const settings = ada.page.getByRole('group', { name: `Reminders for ${group.name}` });
  await settings.getByLabel('Reminder time').selectOption(String(hourNow), FIRST_LOAD);
  await settings
    .getByRole('switch', { name: 'Remind me the evening before a training day' })
    .check();
  await expect(
    ada.page.getByText(`Reminders for ${group.name} are on, at ${pad(hourNow)}:00.`),
  ).toBeVisible();

  // The reminder arrives by itself: the inbox is live.
  await ada.page.goto('/notifications');
  const card = ada.page.getByRole('list').getByRole('listitem').first();
  // The server looks for due reminders once a minute.
  await expect(card).toContainText('Tomorrow 18:30: 1 present, 0 away. Are you coming?', {
    timeout: 75_000,
  });
  await expect(card).toContainText('Halle 2');
  await card.getByRole('button', { name: /Are you coming/ }).click();
  await expect(ada.page).toHaveURL(
    new RegExp(`${dayUrl(group.id, tomorrow).replace('?', '\\?')}$`),
  );
  await expect(daySheet(ada.page).getByTestId('training-info')).toHaveText(
    'Training day · 18:30 · Halle 2',
  );

  // Lea's hour has not come: nothing for her. Ben answered: nothing for him either.
  if (nextHour !== undefined && !nextHourSoon) {
    expect(await reminderCount(late.api)).toBe(0);
  }
  expect(await reminderCount(ben.api)).toBe(0);
  void page;
});

const pad = (hour: number) => String(hour).padStart(2, '0');
