import type { Page } from '@playwright/test';
import { createGroupViaApi, groupWithMember, uniqueName } from './support/groups.ts';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { test } from './support/people.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Group journeys (docs/product.md#groups-screen): forming a group, inviting by link, joining, and membership ending, with
// two people in two browser contexts.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// Two people means two browser contexts, each loading the app (and its service worker) afresh.
test.beforeEach(() => test.slow());

const NOT_FOUND = "Group doesn't exist or you don't have access to it.";
const REMOVED = 'You were removed from this group by its owner.';

async function openFromMenu(page: Page, item: 'Invite' | 'Edit group' | 'Members') {
  await page.getByRole('button', { name: 'Group menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return page.getByRole('dialog', { name: item === 'Edit group' ? 'Edit Group' : item });
}

test('the owner creates a group and copies its link; another user joins; both see the members', async ({
  page,
  people,
}) => {
  const name = uniqueName('Climbing Crew');
  await signUpViaApi(page, newUser('Ada Lovelace'));
  await page.goto('/groups');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create Group' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('group name is required')).toBeVisible();
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('textbox', { name: 'Location' }).fill('Boulderhalle Nord');
  await create.getByRole('textbox', { name: 'Description' }).fill('Tuesdays from 18:00');
  await create.getByRole('button', { name: 'Create' }).click();

  // docs/product.md#create-group-dialog: the new group opens with the share view.
  await expect(page).toHaveURL(/\/groups\/[^/#]+#share$/);
  const groupUrl = new URL(page.url()).pathname;
  const invite = page.getByRole('dialog', { name: 'Invite' });
  const linkField = invite.getByRole('textbox', { name: 'Invite link' });
  await expect(linkField).toHaveValue(/\/join\/[A-Z0-9]{24}$/);
  const link = await linkField.inputValue();
  await invite.getByRole('button', { name: 'Copy' }).click();
  await expect(
    page.getByText(
      'Invite link was copied to the clipbard. Send it to anyone you want to invite to this group!',
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await invite.getByRole('button', { name: 'Close' }).last().click();
  await expect(invite).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${groupUrl}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const grace = await people.signedIn('Grace Hopper');
  await grace.page.goto(new URL(link).pathname);
  await expect(grace.page.getByRole('heading', { name })).toBeVisible();
  await expect(grace.page.getByText('Owner: Ada Lovelace')).toBeVisible();
  await expect(grace.page.getByText('Tuesdays from 18:00')).toBeVisible();
  await grace.page.getByRole('button', { name: 'Join' }).click();
  await expect(grace.page).toHaveURL(new RegExp(`${groupUrl}$`));
  await expect(grace.page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Both see the member list; Back closes the dialog (its state is in the URL hash).
  const ownerMembers = await openFromMenu(page, 'Members');
  await expect(page).toHaveURL(/#members$/);
  await expect(ownerMembers.getByText('You are the owner of this group.')).toBeVisible();
  await expect(ownerMembers.getByText('Grace Hopper')).toBeVisible();
  await expect(ownerMembers.getByRole('button', { name: 'Remove Grace Hopper' })).toBeVisible();
  await page.goBack();
  await expect(ownerMembers).toBeHidden();

  const memberMembers = await openFromMenu(grace.page, 'Members');
  await expect(memberMembers.getByText('Ada Lovelace')).toBeVisible();
  await expect(memberMembers.getByText('Grace Hopper')).toBeVisible();
  await expect(memberMembers.getByRole('button', { name: 'Leave group' })).toHaveCount(1);
  await expect(memberMembers.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});

test('a visitor opens an invite link, signs up on the join screen and joins', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const name = uniqueName('Chess Club');
  const group = await createGroupViaApi(page, { name, description: 'Fridays' });

  const visitor = await people.visitor();
  await visitor.page.goto(`/join/${group.inviteCode}`);
  await expect(visitor.page.getByRole('heading', { name })).toBeVisible();
  await expect(visitor.page.getByText('Owner: Ada Lovelace')).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await visitor.page.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = visitor.page.getByRole('dialog', { name: 'Sign Up' });
  const grace = newUser('Grace Hopper');
  await signUp.getByLabel('Name').fill(grace.name);
  await signUp.getByLabel('E-mail').fill(grace.email);
  await signUp.getByLabel('Password', { exact: true }).fill(grace.password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();

  // The page reloads signed in on the join screen, and the join continues by itself.
  await expect(visitor.page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(visitor.page.getByRole('heading', { level: 1, name })).toBeVisible();
  const members = await openFromMenu(visitor.page, 'Members');
  await expect(members.getByText('Grace Hopper')).toBeVisible();
});

test('a visitor opens an invite link, logs in on the join screen and joins', async ({
  page,
  people,
  browser,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const name = uniqueName('Chess Club');
  const group = await createGroupViaApi(page, { name });
  const grace = newUser('Grace Hopper');
  const other = await browser.newPage();
  await signUpViaApi(other, grace);
  await other.close();

  const visitor = await people.visitor();
  await visitor.page.goto(`/join/${group.inviteCode}`);
  await expect(visitor.page.getByRole('heading', { name })).toBeVisible();
  await visitor.page.getByRole('button', { name: 'Log In' }).click();
  const logIn = visitor.page.getByRole('dialog', { name: 'Log In' });
  await logIn.getByLabel('E-mail').fill(grace.email);
  await logIn.getByLabel('Password', { exact: true }).fill(grace.password);
  await logIn.getByRole('button', { name: 'Log In' }).click();

  await expect(visitor.page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(visitor.page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a link marked as after log-in does not make a signed-in user join', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const name = uniqueName('Chess Club');
  const group = await createGroupViaApi(page, { name });
  const grace = await people.signedIn('Grace Hopper');

  const joins: string[] = [];
  grace.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/join')) joins.push(request.url());
  });
  await grace.page.goto(`/join/${group.inviteCode}?pageReloadedAfterLogin=true`);
  await expect(grace.page.getByRole('button', { name: 'Join' })).toBeVisible();
  // A join by itself would have started at once; give it time to show.
  await grace.page.waitForTimeout(1500);
  expect(joins).toEqual([]);
  await expect(grace.page).toHaveURL(new RegExp(`/join/${group.inviteCode}`));
  const members = await page.request.get(`/api/groups/${group.id}/members`);
  expect(
    (await members.json()).members.map((m: { userDisplayName: string }) => m.userDisplayName),
  ).toEqual(['Ada Lovelace']);
});

test("a member opening their group's invite link is told so and taken to the group", async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const grace = await people.signedIn('Grace Hopper');
  const group = await groupWithMember(page, grace.page, uniqueName('Running Club'));
  await grace.page.goto(`/join/${group.inviteCode}`);
  await expect(grace.page.getByText(`You are already a member of ${group.name}.`)).toBeVisible();
  await expect(grace.page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await grace.page.getByRole('link', { name: 'Open group' }).click();
  await expect(grace.page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(grace.page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();
});

// docs/decisions/031-removal-keeps-the-link.md: a removal keeps the shared link working for
// everyone else, keeps the removed account out, and tells it so.
test('the owner removes a member, who is told so; the shared link still lets others in', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const grace = await people.signedIn('Grace Hopper');
  const group = await groupWithMember(page, grace.page, uniqueName('Running Club'));
  await grace.page.goto(`/groups/${group.id}`);
  await expect(grace.page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();

  await page.goto(`/groups/${group.id}`);
  const members = await openFromMenu(page, 'Members');
  await members.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Grace Hopper?' });
  await expect(confirm.getByText(/The invite link keeps working for everyone else/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(
    members.getByRole('list', { name: 'Members', exact: true }).getByText('Grace Hopper'),
  ).toBeHidden();
  // She is listed apart, as removed.
  const removedList = members.getByRole('list', { name: 'Removed members' });
  await expect(removedList.getByText('Grace Hopper')).toBeVisible();
  await expectNoAxeViolations(page, 'the Members dialog with a removed member');

  // The live events send her open page to /groups and tell her why, without a reload (the
  // snackbar, or the in-app notice of her inbox entry, whichever came last).
  await expect(grace.page.getByText(/You were removed from .+ by its owner/).first()).toBeVisible();
  await expect(grace.page).toHaveURL(/\/groups$/);
  await expect(
    grace.page.getByRole('main').getByRole('link', { name: new RegExp(group.name) }),
  ).toHaveCount(0);
  await grace.page.goto(`/groups/${group.id}`);
  await expect(grace.page).toHaveURL(/\/groups$/);
  await expect(grace.page.getByText(REMOVED)).toBeVisible();
  // Her inbox says it too.
  await grace.page.goto('/notifications');
  await expect(
    grace.page.getByText('You were removed from the group by its owner, Ada Lovelace'),
  ).toBeVisible();

  // The link posted for everyone still works: someone new joins through it.
  const linus = await people.signedIn('Linus Torvalds');
  await linus.page.goto(`/join/${group.inviteCode}`);
  await linus.page.getByRole('button', { name: 'Join' }).click();
  await expect(linus.page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(linus.page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();

  // Grace cannot come back through it, and is told why.
  await grace.page.goto(`/join/${group.inviteCode}`);
  await grace.page.getByRole('button', { name: 'Join' }).click();
  await expect(
    grace.page.getByText(
      'You were removed from this group by its owner. Ask the owner to let you join again.',
    ),
  ).toBeVisible();
  await expect(grace.page).toHaveURL(new RegExp(`/join/${group.inviteCode}$`));

  // Until the owner lets her back: then the same link lets her in.
  await removedList.getByRole('button', { name: 'Let back in: Grace Hopper' }).click();
  await expect(page.getByText('Grace Hopper can join again with the invite link.')).toBeVisible();
  await expect(removedList).toBeHidden();
  await grace.page.getByRole('button', { name: 'Join' }).click();
  await expect(grace.page).toHaveURL(new RegExp(`/groups/${group.id}$`));
});

test('the owner makes the current link never expire, without changing it', async ({ page }) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const group = await createGroupViaApi(page, { name: uniqueName('Chess Club') });
  await page.goto(`/groups/${group.id}`);
  const invite = await openFromMenu(page, 'Invite');
  const linkField = invite.getByRole('textbox', { name: 'Invite link' });
  await expect(linkField).toHaveValue(new RegExp(`/join/${group.inviteCode}$`));
  await expect(invite.getByText(/^This link works until/)).toBeVisible();

  await invite.getByRole('button', { name: 'Change expiry' }).click();
  const change = page.getByRole('dialog', { name: 'How long should this link work?' });
  await change.getByRole('combobox', { name: 'Link expires after' }).selectOption('never');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(invite.getByText('This link does not expire.')).toBeVisible();
  await expectNoAxeViolations(page, 'the Invite dialog with a link that does not expire');
  await expect(linkField).toHaveValue(new RegExp(`/join/${group.inviteCode}$`));

  // The server keeps it so: the join screen's preview has no expiry.
  const preview = await page.request.get(`/api/invites/${group.inviteCode}`);
  expect((await preview.json()).invite.expires).toBeNull();
});

test('a member leaves the group', async ({ page, people }) => {
  await signUpViaApi(page, newUser('Grace Hopper'));
  const owner = await people.signedIn('Ada Lovelace');
  const group = await groupWithMember(owner.page, page, uniqueName('Book Club'));

  await page.goto(`/groups/${group.id}`);
  const members = await openFromMenu(page, 'Members');
  await members.getByRole('button', { name: 'Leave group' }).click();
  await page
    .getByRole('dialog', { name: `Leave ${group.name}?` })
    .getByRole('button', { name: 'Leave' })
    .click();

  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByText(`You have left the group ${group.name}`)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(group.name) })).toHaveCount(0);

  await owner.page.goto(`/groups/${group.id}`);
  const ownerView = await openFromMenu(owner.page, 'Members');
  await expect(ownerView.getByText('Ada Lovelace')).toBeVisible();
  await expect(ownerView.getByText('Grace Hopper')).toHaveCount(0);
});

test('a non-member who opens a group URL is sent to /groups with the message', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const group = await createGroupViaApi(page, { name: uniqueName('Secret Society') });

  const stranger = await people.signedIn('Mallory');
  await stranger.page.goto(`/groups/${group.id}`);
  await expect(stranger.page.getByText(NOT_FOUND)).toBeVisible();
  await expect(stranger.page).toHaveURL(/\/groups$/);
  await expect(stranger.page.getByText(group.name)).toHaveCount(0);
});

test('/groups lists the groups I own apart from those I am a member of', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const mine = await createGroupViaApi(page, {
    name: uniqueName('Alpha'),
    location: 'North Hall',
    description: 'Mondays',
  });
  const grace = await people.signedIn('Grace Hopper');
  const theirs = await groupWithMember(grace.page, page, uniqueName('Beta'));

  await page.goto('/groups');
  const owned = page.getByRole('region', { name: 'Groups you own' });
  const member = page.getByRole('region', { name: "Groups you're a member of" });
  const myCard = owned.getByRole('link', { name: new RegExp(mine.name) });
  await expect(myCard).toContainText('North Hall');
  await expect(myCard).toContainText('1 member');
  await expect(myCard).toContainText('Mondays');
  const theirCard = member.getByRole('link', { name: new RegExp(theirs.name) });
  await expect(theirCard).toContainText('2 members');
  await expect(owned.getByRole('link', { name: new RegExp(theirs.name) })).toHaveCount(0);

  await theirCard.click();
  await expect(page).toHaveURL(new RegExp(`/groups/${theirs.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: theirs.name })).toBeVisible();
});

test('a new user sees the empty state and pastes an invite link on /join', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Grace Hopper'));
  await page.goto('/groups');
  await expect(page.getByText(/Create your first group and invite others/)).toBeVisible();

  const owner = await people.signedIn('Ada Lovelace');
  const group = await createGroupViaApi(owner.page, { name: uniqueName('Choir') });
  await page.goto('/join');
  const field = page.getByRole('textbox', { name: 'Invite code or link' });
  await field.fill('no code here');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/This is not an invite link or code/)).toBeVisible();
  await field.fill(`https://turnout.example/join/${group.inviteCode}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/join/${group.inviteCode}$`));
  await expect(page.getByRole('heading', { name: group.name })).toBeVisible();
});
