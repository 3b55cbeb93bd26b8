import type { APIRequestContext } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import {
  addDays,
  API_PATHS,
  attendanceListResponseSchema,
  unpackAttendanceList,
  isoWeekdayOf,
  pathFor,
  reminderDueAt,
  today,
  type AttendanceState,
} from '@turnout/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { WHOLE_BROWSER } from './support/browser.ts';
import { expect } from './support/fixtures.ts';
import { groupWithMember, joinViaApi, uniqueName } from './support/groups.ts';
import { mailTo } from './support/mailbox.ts';
import { test } from './support/people.ts';
import { remindersViaApi, setScheduleViaApi } from './support/season.ts';

const ZONE = 'Europe/Berlin';

// Answering without the app (docs/decisions/052-answer-tokens.md, 053-e-mail-channel-and-
// digest.md): a member turns on reminders by e-mail in the settings; the reminder mail's link
// opens a page that shows the question and answers only on its button. A second member answers
// from a notification's action through the real service worker: its handler
// (public/answer-sw.js) is called in the worker with a notification it showed, since a browser
// cannot be made to tap a notification's button, and its request reaches the server.

/** The path of the mail's link labelled `label` ("label: URL" in the text part). */
function linkPath(mail: ParsedMail, label: string): string {
  const line = mail.text?.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`No "${label}" link in: ${mail.text}`);
  const url = new URL(line.slice(label.length + 2));
  return `${url.pathname}${url.search}`;
}

// The service worker's notification actions need the browser's notification permission, which
// the headless shell answers with "denied" before anyone was asked (support/browser.ts).
test.use(WHOLE_BROWSER);

/** The member's answer for the day, as the group's calendar read says it to the owner. */
async function answerOf(
  owner: APIRequestContext,
  groupId: string,
  day: string,
  userId: string,
): Promise<AttendanceState> {
  const response = await owner.get(
    `${pathFor(API_PATHS.attendance, { groupId })}?from=${day}&to=${day}`,
  );
  expect(response.status()).toBe(200);
  const records = unpackAttendanceList(attendanceListResponseSchema.parse(await response.json()));
  const found = records.find((record) => record.userId === userId && record.day === day);
  return found === undefined ? 'undecided' : found.attendance ? 'present' : 'away';
}

async function userIdOf(api: APIRequestContext): Promise<string> {
  return ((await (await api.get(API_PATHS.session)).json()) as { user: { id: string } }).user.id;
}

test('answers from a reminder mail’s page, and from a notification’s action in the service worker', async ({
  people,
}) => {
  test.setTimeout(180_000);
  const now = Date.now();
  const tomorrow = addDays(today(ZONE, now), 1);
  const hours = [...Array(24).keys()];
  const hourNow = hours.filter((hour) => reminderDueAt(tomorrow, hour, ZONE) <= now).at(-1)!;

  const owner = await people.signedIn('Olga Owner');
  const ada = await people.signedIn('Ada');
  const group = await groupWithMember(owner.page, ada.page, uniqueName('Gym Crew'));
  await setScheduleViaApi(owner.page, group.id, {
    trainingDays: [{ weekday: isoWeekdayOf(tomorrow), time: '18:30', place: 'Halle 2' }],
    cancelledDates: [],
  });
  const ben = await people.signedIn('Ben');
  await joinViaApi(ben.page, group.inviteCode!);
  const benId = await userIdOf(ben.page.request);
  const adaId = await userIdOf(ada.page.request);
  const ownerApi = owner.page.request;
  await remindersViaApi(ben.page.request, group.id, {
    reminders: true,
    reminderHour: hourNow,
    reminderEmail: true,
  });

  // Ada turns on reminders, by e-mail too, in the settings.
  await ada.page.goto('/settings');
  const settings = ada.page.getByRole('group', { name: `Reminders for ${group.name}` });
  await settings.getByLabel('Reminder time').selectOption(String(hourNow), { timeout: 20_000 });
  await settings
    .getByRole('switch', { name: 'Remind me the evening before a training day' })
    .check();
  await expect(ada.page.getByText(`Reminders for ${group.name} are on`)).toBeVisible();
  await settings.getByRole('switch', { name: 'Also by e-mail' }).check();
  await expect(
    ada.page.getByText(`Reminders for ${group.name} also come by e-mail.`),
  ).toBeVisible();
  // A plain member is not offered the coaches' digest.
  await expect(settings.getByRole('switch', { name: /Weekly digest/ })).toHaveCount(0);

  // The server looks for due reminders once a minute; the mail follows at once.
  const mail = await mailTo(ada.user.email, 0, 100_000);
  expect(mail.subject).toContain(`${group.name}: are you coming`);

  // Opening the link (as a mail scanner would) shows the question and answers nothing.
  const visitor = await people.visitor();
  await visitor.page.goto(linkPath(mail, "I'm coming"));
  await expect(
    visitor.page.getByRole('heading', { name: new RegExp(`^${group.name}: `) }),
  ).toBeVisible();
  await expect(visitor.page.getByText('Are you coming?')).toBeVisible();
  expect(await answerOf(ownerApi, group.id, tomorrow, adaId)).toBe('undecided');

  // The page reads on a narrow phone, in dark and light, for axe too.
  await visitor.page.setViewportSize({ width: 320, height: 640 });
  for (const colorScheme of ['dark', 'light'] as const) {
    await visitor.page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(visitor.page, `the answer page (${colorScheme})`);
  }
  expect(
    await visitor.page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(320);

  // The button answers, through the same rules as a tap in the app; by keyboard here.
  await visitor.page.getByRole('button', { name: "I'm coming" }).focus();
  await visitor.page.keyboard.press('Enter');
  await expect(visitor.page.getByRole('status')).toHaveText(/^You’re coming: .+, 18:30\.$/);
  expect(await answerOf(ownerApi, group.id, tomorrow, adaId)).toBe('present');
  // Again is harmless, and the page now says the answer.
  await visitor.page.goto(linkPath(mail, "I'm coming"));
  await expect(visitor.page.getByText('Your answer: coming.')).toBeVisible();

  // Ben answers "Can't come" from a notification's action, with the token his reminder carries.
  const benMail = await mailTo(ben.user.email, 0, 30_000);
  const token = linkPath(benMail, "Can't come")
    .replace(/^\/answer\//, '')
    .replace(/\?.*$/, '');
  // The app installs its service worker; then the page leaves the app (whose push offer would
  // subscribe once notifications are allowed, which this browser's private mode cannot), and
  // notifications are allowed for the worker's own.
  await ben.page.goto('/groups');
  await ben.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await ben.page.goto('/api/health');
  await ben.page.context().grantPermissions(['notifications']);
  const worker = ben.page.context().serviceWorkers()[0]!;
  const shown = await worker.evaluate(
    async ({ token, groupName }) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        turnoutAnswers: {
          withActions(options: object, message: object): NotificationOptions;
          answer(notification: Notification, action: string): Promise<boolean>;
        };
      };
      const options = scope.turnoutAnswers.withActions(
        { body: 'Tomorrow 18:30. Are you coming?', data: { targetPath: '/groups' } },
        { actions: [{ action: 'away', title: "Can't come", token }] },
      );
      await scope.registration.showNotification(groupName, { ...options, tag: 'reminder' });
      const [notification] = await scope.registration.getNotifications({ tag: 'reminder' });
      const answered = await scope.turnoutAnswers.answer(notification!, 'away');
      const after = await scope.registration.getNotifications();
      return { answered, bodies: after.map((n) => n.body) };
    },
    { token, groupName: group.name },
  );
  expect(shown.answered).toBe(true);
  expect(shown.bodies).toContainEqual(expect.stringMatching(/^You’re not coming: .+, 18:30\.$/));
  expect(await answerOf(ownerApi, group.id, tomorrow, benId)).toBe('away');
});
