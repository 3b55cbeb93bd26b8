import { API_PATHS, CSRF_HEADER, pathFor } from '@turnout/domain';
import { dayCell, daySheet, dayUrl } from './support/calendar.ts';
import { germanDayTitle, literally, MONDAY, weekDay } from './support/days.ts';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { createGroupViaApi, groupWithMember, uniqueName } from './support/groups.ts';
import { answer, apiMember } from './support/members.ts';
import { test } from './support/people.ts';
import { setScheduleViaApi } from './support/season.ts';

// Coaches (docs/product.md#coaches-and-hand-over): the owner appoints a coach, who edits the
// training days while a member watches; a coach's nudge reaches only the members who have not
// answered; an announcement shows on the day cell and at the top of the day sheet, live; the
// owner hands the group over to a member (in German), who accepts from the inbox card, and the
// old owner, now a coach, leaves.

// The Thursday and the Monday of a week still to come (e2e/support/days.ts).
const THURSDAY = weekDay(3);
const FIRST_LOAD = { timeout: 20_000 };
const headers = { [CSRF_HEADER]: '1' };

test.slow();

test('the owner appoints a coach, whose edit of the training days a member sees live', async ({
  people,
}) => {
  const owner = await people.signedIn('Olga Owner');
  const coach = await people.signedIn('Carla Coach');
  const group = await groupWithMember(owner.page, coach.page, uniqueName('Judo Club'));
  const member = await people.signedIn('Ines Member');
  await member.page.request.post(pathFor(API_PATHS.join, { inviteCode: group.inviteCode! }), {
    headers,
  });

  // The owner makes Carla a coach in the Members dialog.
  await owner.page.goto(`${dayUrl(group.id, MONDAY)}#members`);
  const members = owner.page.getByRole('dialog', { name: 'Members' });
  await members.getByRole('button', { name: 'Actions for Carla Coach' }).click();
  await owner.page.getByRole('menuitem', { name: 'Make Carla Coach a coach' }).click();
  await expect(owner.page.getByText('Carla Coach is a coach now.')).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: 'Carla Coach' })).toContainText(
    'Coach',
  );

  // The member watches the calendar; the coach edits the training days.
  await member.page.goto(dayUrl(group.id, MONDAY));
  await expect(dayCell(member.page, MONDAY)).toHaveAccessibleName(
    new RegExp(`^${literally(germanDayTitle(MONDAY))}, 0`),
    FIRST_LOAD,
  );
  await coach.page.goto(dayUrl(group.id, MONDAY));
  await coach.page.getByRole('button', { name: 'Group menu' }).click();
  await coach.page.getByRole('menuitem', { name: 'Edit group' }).click();
  const dialog = coach.page.getByRole('dialog', { name: 'Edit Group' });
  const days = dialog.getByRole('group', { name: 'Training days' });
  await days.getByRole('checkbox', { name: 'Montag' }).check();
  await days.getByLabel('Time on Montag').fill('18:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(FIRST_LOAD);

  await expect(dayCell(member.page, MONDAY)).toHaveAccessibleName(
    new RegExp(`^${literally(germanDayTitle(MONDAY))}, training day at 18:30, `),
  );
  // The member sees the coach's role on the day sheet and in the Members dialog.
  await member.page.goto(`${dayUrl(group.id, MONDAY)}#members`);
  await expect(
    member.page
      .getByRole('dialog', { name: 'Members' })
      .getByRole('listitem')
      .filter({ hasText: 'Carla Coach' }),
  ).toContainText('Coach');
  // A member has no coach's tools.
  await member.page.keyboard.press('Escape');
  await expect(daySheet(member.page).getByRole('region', { name: 'Coach' })).toHaveCount(0);

  // The coach answers for Ines, who sees it marked as set by the coach.
  await daySheet(coach.page).getByRole('button', { name: 'Answer for a member' }).click();
  const answerFor = coach.page.getByRole('dialog', { name: /^Answer for a member on / });
  await answerFor.getByRole('combobox', { name: 'Member' }).click();
  await coach.page.getByRole('option', { name: 'Ines Member' }).click();
  await answerFor.getByRole('button', { name: 'Present' }).click();
  await answerFor.getByRole('button', { name: 'Save' }).click();
  await expect(answerFor).toBeHidden();
  await expect(daySheet(member.page).getByText('set by Carla Coach')).toBeVisible();
});

test('the owner hands the group over; the member accepts from the inbox card; the old owner leaves', async ({
  browser,
  people,
  baseURL,
}) => {
  const owner = await people.signedIn('Olga Owner');
  // Ben reads Turnout in German, in a browser of his own.
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const ben = await context.newPage();
  await signUpViaApi(ben, newUser('Ben Berger'));
  const group = await groupWithMember(owner.page, ben, uniqueName('Judo Club'));

  // The owner offers the group to Ben from the Members dialog, and keeps the dialog open.
  await owner.page.goto(`${dayUrl(group.id, MONDAY)}#members`);
  const members = owner.page.getByRole('dialog', { name: 'Members' });
  await members.getByRole('button', { name: 'Actions for Ben Berger' }).click();
  await owner.page.getByRole('menuitem', { name: 'Offer the group to Ben Berger' }).click();
  const confirm = owner.page.getByRole('dialog', { name: `Offer ${group.name} to Ben Berger?` });
  await confirm.getByRole('button', { name: 'Offer the group' }).click();
  await expect(owner.page.getByText('Ben Berger was offered the group.')).toBeVisible();
  await expect(members.getByText('Offered to Ben Berger')).toBeVisible();
  // Still the owner until Ben accepts: no leaving yet.
  await expect(members.getByRole('button', { name: 'Leave group' })).toHaveCount(0);

  // Ben finds the offer in his inbox; the card opens the group's Members dialog.
  await ben.goto('/notifications');
  const card = ben
    .getByRole('list')
    .getByRole('listitem')
    .filter({ hasText: 'Olga Owner bietet dir die Gruppe an.' });
  await expect(card).toBeVisible(FIRST_LOAD);
  await card.getByRole('button', { name: /bietet dir die Gruppe an/ }).click();
  const benMembers = ben.getByRole('dialog', { name: 'Mitglieder' });
  await expect(benMembers.getByText('Olga Owner bietet dir diese Gruppe an.')).toBeVisible(
    FIRST_LOAD,
  );
  await benMembers.getByRole('button', { name: 'Gruppe übernehmen' }).click();
  await expect(ben.getByText(`Du verwaltest jetzt ${group.name}.`)).toBeVisible();
  await expect(benMembers.getByRole('listitem').filter({ hasText: 'Ben Berger' })).toContainText(
    'Verwaltung · Du',
  );

  // The old owner's open dialog shows the new roles without a reload: she is a coach now.
  await expect(members.getByRole('listitem').filter({ hasText: 'Olga Owner' })).toContainText(
    'Coach · You',
  );
  await expect(members.getByRole('listitem').filter({ hasText: 'Ben Berger' })).toContainText(
    'Owner',
  );
  await expect(members.getByText('Offered to Ben Berger')).toHaveCount(0);

  // And she may leave now.
  await members.getByRole('button', { name: 'Leave group' }).click();
  await owner.page
    .getByRole('dialog', { name: `Leave ${group.name}?` })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(owner.page).toHaveURL(/\/groups$/);
  await expect(benMembers.getByRole('listitem').filter({ hasText: 'Olga Owner' })).toHaveCount(0);
  await context.close();
});

test('a nudge reaches only the members who have not answered', async ({ people, baseURL }) => {
  const owner = await people.signedIn('Olga Owner');
  const member = await people.signedIn('Ines Member');
  const group = await groupWithMember(owner.page, member.page, uniqueName('Rowing'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [{ weekday: 4, time: '18:30', place: null }],
    cancelledDates: [],
  });
  const answered = await apiMember(baseURL!, 'Anna Answered', group.inviteCode!);
  const silent = await people.signedIn('Sam Silent');
  await silent.page.request.post(pathFor(API_PATHS.join, { inviteCode: group.inviteCode! }), {
    headers,
  });
  await answer(answered, group.id, THURSDAY, 'present');

  // The owner (who runs the trainings) reminds the two who have not answered: Sam and Ines.
  await owner.page.goto(dayUrl(group.id, THURSDAY));
  const sheet = daySheet(owner.page);
  const remind = sheet.getByRole('button', { name: "Remind the 2 who haven't answered" });
  await expect(remind).toBeVisible(FIRST_LOAD);
  await remind.click();
  await expect(owner.page.getByText('2 members were reminded.')).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Reminded at \d\d:\d\d$/ })).toBeDisabled();

  // Sam's inbox has the nudge; Anna, who answered, has none.
  await silent.page.goto('/notifications');
  await expect(silent.page.getByText(/Olga Owner asks you to answer/)).toBeVisible(FIRST_LOAD);
  const inbox = await answered.api.get(API_PATHS.notifications);
  const items = (await inbox.json()).items as { context: { kind?: string } }[];
  expect(items.filter((item) => item.context.kind === 'nudge')).toEqual([]);
});

test('an announcement shows on the day cell and atop the day sheet, live', async ({ people }) => {
  const owner = await people.signedIn('Olga Owner');
  const { page } = await people.signedIn('Ines Member');
  const group = await groupWithMember(owner.page, page, uniqueName('Volleyball'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [{ weekday: 4, time: '18:30', place: 'Halle 2' }],
    cancelledDates: [],
  });
  await page.goto(dayUrl(group.id, THURSDAY));
  await expect(dayCell(page, THURSDAY)).toHaveAccessibleName(/training day at 18:30/, FIRST_LOAD);

  await owner.page.goto(dayUrl(group.id, THURSDAY));
  await daySheet(owner.page).getByRole('button', { name: 'Write an announcement' }).click();
  const dialog = owner.page.getByRole('dialog', { name: /^Announcement for / });
  await dialog.getByLabel('Message').fill('Halle 2 closed, we meet outside');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The member's screen, without a reload.
  await expect(dayCell(page, THURSDAY)).toHaveAccessibleName(/announcement/);
  await expect(daySheet(page).getByTestId('day-announcement')).toHaveText(
    'Announcement from Olga Owner: Halle 2 closed, we meet outside',
  );

  // Withdrawn: gone from the member's cell and sheet.
  await daySheet(owner.page).getByRole('button', { name: 'Withdraw announcement' }).click();
  await expect(daySheet(page).getByTestId('day-announcement')).toHaveCount(0);
  await expect(dayCell(page, THURSDAY)).not.toHaveAccessibleName(/announcement/);
});

test('a German coach reminds, announces, answers for a member and cancels a training', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  await signUpViaApi(page, newUser('Olga Obfrau'));
  const group = await createGroupViaApi(page, { name: uniqueName('Ruderclub') });
  await setScheduleViaApi(page, group.id, {
    trainingDays: [{ weekday: 4, time: '18:30', place: 'Halle 2' }],
    cancelledDates: [],
  });
  const ines = await apiMember(baseURL!, 'Ines Mitglied', group.inviteCode!);
  await page.goto(dayUrl(group.id, THURSDAY));
  const sheet = page.getByRole('region', { name: 'Ausgewählter Tag' });
  const tools = sheet.getByRole('region', { name: 'Trainer' });

  const remind = tools.getByRole('button', {
    name: 'Die 1 Person erinnern, die noch nicht geantwortet hat',
  });
  await expect(remind).toBeVisible(FIRST_LOAD);
  await remind.click();
  await expect(page.getByText('1 Mitglied wurde erinnert.')).toBeVisible();
  await expect(tools.getByRole('button', { name: /^Erinnert um \d\d:\d\d$/ })).toBeDisabled();

  await tools.getByRole('button', { name: 'Ankündigung schreiben' }).click();
  const announcement = page.getByRole('dialog', { name: /^Ankündigung für / });
  await announcement.getByLabel('Nachricht').fill('Halle 2 ist zu, wir treffen uns draußen');
  await announcement.getByRole('button', { name: 'Speichern' }).click();
  await expect(sheet.getByTestId('day-announcement')).toHaveText(
    'Ankündigung von Olga Obfrau: Halle 2 ist zu, wir treffen uns draußen',
  );

  await tools.getByRole('button', { name: 'Für ein Mitglied antworten' }).click();
  const answerFor = page.getByRole('dialog', { name: /^Für ein Mitglied am .+ antworten$/ });
  await answerFor.getByRole('combobox', { name: 'Mitglied' }).click();
  await page.getByRole('option', { name: 'Ines Mitglied' }).click();
  await answerFor.getByRole('button', { name: 'Dabei', exact: true }).click();
  await answerFor.getByRole('button', { name: 'Speichern' }).click();
  await expect(answerFor).toBeHidden();
  await expect(sheet.getByText('eingetragen von Olga Obfrau')).toBeVisible();

  await tools.getByRole('button', { name: 'Dieses Training absagen' }).click();
  const cancel = page.getByRole('dialog', { name: /^Das Training am .+ absagen\?$/ });
  await cancel.getByLabel('Grund').fill('Hallenwartung');
  await cancel.getByRole('button', { name: 'Training absagen' }).click();
  await expect(sheet.getByTestId('day-cancelled')).toContainText('Hallenwartung');
  await tools.getByRole('button', { name: 'Absage zurücknehmen' }).click();
  await expect(sheet.getByTestId('day-cancelled')).toHaveCount(0);
  await ines.api.dispose();
  await context.close();
});

// The coach's day sheet (announcement, cancellation, tools) at the sizes people use, in light and
// dark: nothing wider than the screen, and the dialogs reached by keyboard.
const SIZES = [
  { name: '320 px phone', viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
  { name: 'phone sideways', viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true },
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { name, ...size } of SIZES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the coach's day sheet fits a ${name} (${colorScheme})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ ...size, baseURL, locale: 'en-US', colorScheme });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signUpViaApi(page, newUser('Carla Christiansen-Featherstonehaugh'));
      const group = await createGroupViaApi(page, { name: uniqueName('Kletterteam') });
      await setScheduleViaApi(page, group.id, {
        trainingDays: [{ weekday: 4, time: '18:30', place: 'Halle 2' }],
        cancelledDates: [],
      });
      await joinWith(baseURL!, group.inviteCode!, 'Maximilian Schwarzenberger-Hohenlohe');
      const day = (template: string) => pathFor(template, { groupId: group.id, day: THURSDAY });
      const put = (url: string, data: unknown) => page.request.put(url, { data, headers });
      await put(day(API_PATHS.dayAnnouncement), {
        text: 'Halle 2 ist heute geschlossen, wir treffen uns draußen vor dem Haupteingang',
      });
      await put(day(API_PATHS.dayCancellation), { reason: 'Hallenwartung, Ersatztermin folgt' });

      await page.goto(dayUrl(group.id, THURSDAY));
      const sheet = daySheet(page);
      await expect(sheet.getByTestId('day-cancelled')).toBeVisible(FIRST_LOAD);
      await expect(sheet.getByTestId('day-announcement')).toBeVisible();
      const tools = sheet.getByRole('region', { name: 'Coach' });
      await expect(tools.getByRole('button', { name: 'Take back the cancellation' })).toBeVisible();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      // By keyboard: focus the button, Enter opens the dialog, Escape closes it.
      await tools.getByRole('button', { name: 'Edit announcement' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Announcement for / });
      await expect(dialog.getByLabel('Message')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

async function joinWith(baseURL: string, inviteCode: string, name: string) {
  const member = await apiMember(baseURL, name, inviteCode);
  await member.api.dispose();
}
