import { API_PATHS, today } from '@turnout/domain';
import { choose, dayUrl, daySheet } from '../../e2e/support/calendar.ts';
import { newUser, signUpViaApi } from '../../e2e/support/fixtures.ts';
import { groupWithMember, uniqueName } from '../../e2e/support/groups.ts';
import { expect, test } from '../../e2e/support/people.ts';
import { CLUSTER_URLS } from './journey-urls.ts';

// Scale-out (docs/product.md#live-updates): two members of a group, each in a browser of their own, each served by another
// Turnout instance (through nginx's per-instance addresses). Accounts and the group are made
// through the balanced address. Ada marks herself present on instance A; Grace, on instance B,
// sees it in her calendar and gets the notification without reloading.

test('a choice made on one instance shows live on the other, with its notification', async ({
  page: ada,
  people,
}) => {
  await signUpViaApi(ada, newUser('Ada Lovelace'));
  const { page: grace } = await people.signedIn('Grace Hopper');
  const name = uniqueName('Cluster Choir');
  const group = await groupWithMember(ada, grace, name);
  const day = today('Europe/Berlin');

  // The session cookies were set through the balanced address; cookies are per host, so each
  // browser is still signed in on its own instance's address.
  const connected = grace.waitForResponse((response) => response.url().includes(API_PATHS.events));
  await grace.goto(`${CLUSTER_URLS.instanceB}/groups/${group.id}`);
  expect((await connected).url()).toContain(CLUSTER_URLS.instanceB);
  const sheet = daySheet(grace);
  await expect(sheet.getByTestId('count-present')).toHaveText('0');
  const bell = grace.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: /^Notifications/,
  });
  await expect(bell).toHaveAccessibleName('Notifications');

  await ada.goto(`${CLUSTER_URLS.instanceA}${dayUrl(group.id, day)}`);
  await expect(ada.getByRole('heading', { level: 1, name })).toBeVisible();
  await choose(ada, 'present');

  await expect(sheet.getByTestId('count-present')).toHaveText('1');
  await expect(sheet.getByText('Ada Lovelace')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(
    // Ada owns the group: the notice names her as its owner (docs/decisions/030-look-alike-names-and-link-secrets.md).
    grace.getByRole('link', { name: /^New notification: Ada Lovelace \(owner\) will attend/ }),
  ).toBeVisible();
});
