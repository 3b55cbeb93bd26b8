import {
  addDays,
  API_PATHS,
  CSRF_HEADER,
  isoWeekdayOf,
  pathFor,
  today,
  WEEKDAY_NAMES,
} from '@turnout/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { choose, dayCell, daySheet, dayUrl } from './support/calendar.ts';
import { germanDayTitle, weekDay } from './support/days.ts';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { createGroupViaApi, groupWithMember, uniqueName } from './support/groups.ts';
import { answer, apiMember } from './support/members.ts';
import { test } from './support/people.ts';
import { setScheduleViaApi } from './support/season.ts';

// A training's own rules (docs/decisions/045-training-limit-and-waitlist.md,
// 046-answer-deadline.md): the owner gives Thursday an end and a limit, the training fills, a
// member waits, someone drops out and the waiting member is in at once, told by an inbox card;
// after the answer deadline a member's own change is refused in words; a coach gives one date
// its own rules (a smaller hall), in German, and a member sees that date differ, live.

const ZONE = 'Europe/Berlin';
const THURSDAY = weekDay(3);
const FIRST_LOAD = { timeout: 20_000 };

test.slow();

test('a full training, a drop-out, and the waiting member promoted and told', async ({
  page,
  people,
  baseURL,
}) => {
  const owner = await people.signedIn('Olga Owner');
  const ada = await people.signedIn('Ada Waiting');
  const group = await groupWithMember(owner.page, ada.page, uniqueName('Box Crew'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [{ weekday: 4, time: '18:30', place: 'Box' }],
    cancelledDates: [],
  });

  // The owner gives Thursday an end and a limit of two in the Edit Group dialog, by keyboard.
  await owner.page.goto(dayUrl(group.id, THURSDAY));
  await owner.page.getByRole('button', { name: 'Group menu' }).click();
  await owner.page.getByRole('menuitem', { name: 'Edit group' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Edit Group' });
  const days = dialog.getByRole('group', { name: 'Training days' });
  await days.getByLabel('End on Donnerstag').fill('20:00');
  await days.getByLabel('Most people present on Donnerstag').focus();
  await owner.page.keyboard.type('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(FIRST_LOAD);

  // Ben and the owner take both places.
  const ben = await apiMember(baseURL!, 'Ben', group.inviteCode!);
  await answer(ben, group.id, THURSDAY, 'present');
  await expect(daySheet(owner.page).getByTestId('training-info')).toHaveText(
    'Training day · 18:30–20:00 · Box',
  );
  await choose(owner.page, 'present');
  await expect(daySheet(owner.page).getByTestId('limit-counts')).toHaveText('Present 2/2');

  // Ada says present too: the training is full, so she waits, first in line.
  await ada.page.goto(dayUrl(group.id, THURSDAY));
  await expect(dayCell(ada.page, THURSDAY)).toBeVisible(FIRST_LOAD);
  await choose(ada.page, 'present');
  const adaSheet = daySheet(ada.page);
  await expect(adaSheet.getByTestId('my-place')).toHaveText('You are number 1 on the waiting list');
  await expect(adaSheet.getByTestId('limit-counts')).toHaveText('Present 2/2 · Waiting 1');
  await expect(adaSheet.getByTestId('count-present')).toHaveText('2');
  await expect(
    adaSheet.getByRole('region', { name: 'Present', exact: true }).getByTestId('waiting-tag'),
  ).toHaveText('Waiting 1');
  // The owner sees it live.
  await expect(daySheet(owner.page).getByTestId('limit-counts')).toHaveText(
    'Present 2/2 · Waiting 1',
  );

  // The owner drops out: Ada is in at once, on her screen without a reload.
  await choose(owner.page, 'away');
  await expect(adaSheet.getByTestId('limit-counts')).toHaveText('Present 2/2');
  await expect(adaSheet.getByTestId('my-place')).toBeHidden();
  await expect(adaSheet.getByTestId('waiting-tag')).toBeHidden();

  // And told: an inbox card that opens the day.
  await ada.page.goto('/notifications');
  const card = ada.page.getByRole('list').getByRole('listitem').filter({ hasText: 'You’re in' });
  await expect(card).toContainText('You’re in: Thursday 18:30', FIRST_LOAD);
  await card.getByRole('button', { name: /You’re in/ }).click();
  await expect(ada.page).toHaveURL(
    new RegExp(`${dayUrl(group.id, THURSDAY).replace('?', '\\?')}$`),
  );
  void page;
});

test('a coach gives one date its own rules, in German; a member sees that date differ, live', async ({
  browser,
  people,
  baseURL,
}) => {
  const owner = await people.signedIn('Olga Owner');
  const member = await people.signedIn('Ines Member');
  const group = await groupWithMember(owner.page, member.page, uniqueName('Small Hall'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [{ weekday: 4, time: '18:30', place: 'Box', limit: 12 }],
    cancelledDates: [],
  });
  // A German coach, in a browser of her own.
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const coach = await context.newPage();
  const coachUser = await signUpViaApi(coach, newUser('Carla Coach'));
  const headers = { [CSRF_HEADER]: '1' };
  await coach.request.post(pathFor(API_PATHS.join, { inviteCode: group.inviteCode! }), { headers });
  const me = (await (await coach.request.get(API_PATHS.me)).json()) as { user: { id: string } };
  const appointed = await owner.page.request.put(
    pathFor(API_PATHS.memberRole, { groupId: group.id, userId: me.user.id }),
    { data: { role: 'coach' }, headers },
  );
  expect(appointed.status()).toBe(204);
  void coachUser;

  // The member watches that Thursday: the weekday's limit of 12.
  await member.page.goto(dayUrl(group.id, THURSDAY));
  const sheet = daySheet(member.page);
  await expect(sheet.getByTestId('training-info')).toBeVisible(FIRST_LOAD);
  await choose(member.page, 'present');
  await expect(sheet.getByTestId('limit-counts')).toHaveText('Present 1/12');

  // The coach gives that date a smaller hall: an end, a limit of 8 and a deadline, by keyboard.
  await coach.goto(dayUrl(group.id, THURSDAY));
  await coach.getByRole('button', { name: 'Gruppenmenü' }).click();
  await coach.getByRole('menuitem', { name: 'Gruppe bearbeiten' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Gruppe bearbeiten' });
  const rules = dialog.getByRole('group', { name: 'Tage mit eigenen Regeln' });
  await expect(rules.getByText('Kein Termin hat eigene Regeln.')).toBeVisible();
  // A Friday is no training day: refused in words.
  await rules.getByLabel('Datum mit eigenen Regeln').fill(weekDay(4));
  await rules.getByRole('button', { name: 'Tag mit eigenen Regeln hinzufügen' }).click();
  await expect(rules.getByLabel('Datum mit eigenen Regeln')).toHaveAccessibleDescription(
    'Dieses Datum ist keiner der Trainingstage oben.',
  );
  await rules.getByLabel('Datum mit eigenen Regeln').fill(THURSDAY);
  await rules.getByLabel('Ende an diesem Tag').fill('19:30');
  await rules.getByLabel('Höchstens dabei an diesem Tag').focus();
  await coach.keyboard.type('8');
  await coach.keyboard.press('Tab');
  await coach.keyboard.type('2');
  // Enter adds the date's rules; it does not save the dialog.
  await coach.keyboard.press('Enter');
  await expect(rules.getByRole('listitem')).toHaveText(
    `${germanDayTitle(weekDay(3))}Ende 19:30 · höchstens 8 · Antwortschluss 2 Std. vorher`,
  );
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden(FIRST_LOAD);

  // The member sees that Thursday's own rules without a reload; the next one keeps the weekday's.
  await expect(sheet.getByTestId('limit-counts')).toHaveText('Present 1/8');
  await expect(sheet.getByTestId('training-info')).toHaveText('Training day · 18:30–19:30 · Box');
  await dayCell(member.page, weekDay(10)).click();
  await expect(sheet.getByTestId('training-info')).toHaveText('Training day · 18:30 · Box');

  // The coach clears the date's rules again: the weekday's hold that Thursday.
  await coach.getByRole('button', { name: 'Gruppenmenü' }).click();
  await coach.getByRole('menuitem', { name: 'Gruppe bearbeiten' }).click();
  await rules
    .getByRole('button', { name: `Eigene Regeln für ${germanDayTitle(weekDay(3))} entfernen` })
    .click();
  await expect(rules.getByText('Kein Termin hat eigene Regeln.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden(FIRST_LOAD);
  await dayCell(member.page, THURSDAY).click();
  await expect(sheet.getByTestId('limit-counts')).toHaveText('Present 1/12');
  await context.close();
});

test('the sheet of a full training fits a narrow phone, 200 % zoom and a short landscape screen, light and dark', async ({
  page,
  people,
  baseURL,
}) => {
  const { page: me } = await people.signedIn('Ines Owner');
  const group = await createGroupViaApi(me, { name: uniqueName('Narrow Box') });
  await setScheduleViaApi(me, group.id, {
    trainingDays: [{ weekday: 4, time: '18:30', end: '20:00', place: 'Box', limit: 1 }],
    cancelledDates: [],
  });
  const other = await apiMember(baseURL!, 'Olga', group.inviteCode!);
  await answer(other, group.id, THURSDAY, 'present');
  for (const [width, height, scheme] of [
    [320, 640, 'light'],
    // 1280×800 at 200 % zoom.
    [640, 400, 'light'],
    [844, 390, 'dark'],
    [1280, 800, 'dark'],
  ] as const) {
    await me.emulateMedia({ colorScheme: scheme });
    await me.setViewportSize({ width, height });
    await me.goto(dayUrl(group.id, THURSDAY));
    await expect(dayCell(me, THURSDAY)).toBeVisible(FIRST_LOAD);
    await choose(me, 'present');
    await expect(daySheet(me).getByTestId('my-place')).toBeVisible();
    const scrollWidth = await me.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scrollWidth, `page width at ${width}×${height}`).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(me, `full training at ${width}×${height}, ${scheme}`);
    await choose(me, 'undecided');
  }
  void page;
});

test('after the answer deadline a member’s own change is refused in words', async ({
  page,
  people,
}) => {
  // Tomorrow's training, whose answers closed a week before its start (the longest deadline):
  // the day is not over, so only the deadline stands in the way.
  const tomorrow = addDays(today(ZONE, Date.now()), 1);
  const weekday = isoWeekdayOf(tomorrow);
  const weekdayName = WEEKDAY_NAMES.en[weekday - 1];
  const owner = await people.signedIn('Olga Owner');
  const member = await people.signedIn('Ines Late');
  const group = await groupWithMember(owner.page, member.page, uniqueName('Deadline Crew'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [{ weekday, time: '18:30', place: 'Box', deadlineHours: 168 }],
    cancelledDates: [],
  });

  await member.page.goto(dayUrl(group.id, tomorrow));
  await expect(dayCell(member.page, tomorrow)).toBeVisible(FIRST_LOAD);
  const sheet = daySheet(member.page);
  await expect(sheet.getByTestId('answers-close')).toHaveText(
    /^Answers closed .*, \d\d:\d\d\. Ask a coach\.$/,
  );
  await sheet.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(
    member.page.getByText(
      new RegExp(
        `was not saved\\. Answers for ${weekdayName} closed at \\d\\d:\\d\\d\\. Ask a coach\\.`,
      ),
    ),
  ).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Undecided', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The owner still answers.
  await owner.page.goto(dayUrl(group.id, tomorrow));
  await expect(dayCell(owner.page, tomorrow)).toBeVisible(FIRST_LOAD);
  await choose(owner.page, 'present');
  void page;
});
