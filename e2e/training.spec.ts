import { addDays, isoWeekdayOf, today } from '@turnout/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { choose, dayCell, daySheet, dayUrl } from './support/calendar.ts';
import { expect } from './support/fixtures.ts';
import { createGroupViaApi, groupWithMember, uniqueName } from './support/groups.ts';
import { answer, apiMember } from './support/members.ts';
import { test } from './support/people.ts';
import { setScheduleViaApi } from './support/season.ts';

// A training's own rules (docs/decisions/045-training-limit-and-waitlist.md,
// 046-answer-deadline.md): the owner gives Thursday an end and a limit, the training fills, a
// member waits, someone drops out and the waiting member is in at once, told by an inbox card;
// after the answer deadline a member's own change is refused in words.

const ZONE = 'Europe/Berlin';
const THURSDAY = '2027-03-18';
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
  // The last Thursday before today: its answers closed three hours before 18:30.
  const now = Date.now();
  const todayDay = today(ZONE, now);
  const lastThursday = [1, 2, 3, 4, 5, 6, 7]
    .map((back) => addDays(todayDay, -back))
    .find((day) => isoWeekdayOf(day) === 4)!;
  const owner = await people.signedIn('Olga Owner');
  const member = await people.signedIn('Ines Late');
  const group = await groupWithMember(owner.page, member.page, uniqueName('Deadline Crew'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [{ weekday: 4, time: '18:30', place: 'Box', deadlineHours: 3 }],
    cancelledDates: [],
  });

  await member.page.goto(dayUrl(group.id, lastThursday));
  await expect(dayCell(member.page, lastThursday)).toBeVisible(FIRST_LOAD);
  const sheet = daySheet(member.page);
  await expect(sheet.getByTestId('answers-close')).toHaveText(
    /^Answers closed .*, 15:30\. Ask a coach\.$/,
  );
  await sheet.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(
    member.page.getByText(/was not saved\. Answers for Thursday closed at 15:30\. Ask a coach\./),
  ).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Undecided', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The owner still answers.
  await owner.page.goto(dayUrl(group.id, lastThursday));
  await expect(dayCell(owner.page, lastThursday)).toBeVisible(FIRST_LOAD);
  await choose(owner.page, 'present');
  void page;
});
