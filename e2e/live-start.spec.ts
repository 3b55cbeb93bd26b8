import { API_PATHS, CSRF_HEADER, pathFor, today } from '@turnout/domain';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { groupWithMember, uniqueName } from './support/groups.ts';
import { test } from './support/people.ts';

// The app reads the calendar first and opens its live stream a moment later (its code loads
// after the first screen). A change another member makes in between must still show
// (docs/decisions/020-events-stored-with-every-write.md): here the stream is held back until
// the change is made.

const ZONE = 'Europe/Berlin';

test('a change made while the calendar loads shows once the live stream opens', async ({
  page: ada,
  people,
}) => {
  await signUpViaApi(ada, newUser('Ada Lovelace'));
  const { page: grace } = await people.signedIn('Grace Hopper');
  const group = await groupWithMember(ada, grace, uniqueName('Rowing Club'));
  const day = today(ZONE);

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const streamAsked = new Promise<void>((resolve) => (asked = resolve));
  await grace.route(
    (url) => url.pathname === API_PATHS.events,
    async (route) => {
      asked();
      await held;
      await route.continue();
    },
  );

  // Grace's calendar has its data; her stream is on its way but not open yet.
  await grace.goto(`/groups/${group.id}`);
  const sheet = grace.getByRole('region', { name: 'Selected day' });
  await expect(sheet.getByTestId('count-present')).toHaveText('0');
  await streamAsked;

  // Ada will come today, in that moment.
  const response = await ada.request.put(pathFor(API_PATHS.attendance, { groupId: group.id }), {
    data: { day, state: 'present' },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(response.ok(), await response.text()).toBe(true);

  // The stream opens: Grace's calendar and bell show Ada's answer without a reload.
  const opened = grace.waitForResponse((answer) => answer.url().includes(API_PATHS.events));
  release();
  expect((await opened).status()).toBe(200);
  await expect(sheet.getByTestId('count-present')).toHaveText('1');
  await expect(sheet.getByText('Ada Lovelace')).toBeVisible();
  const bell = grace.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: /^Notifications/,
  });
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
});
