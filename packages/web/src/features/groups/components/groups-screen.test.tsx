import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { apiError, json, testUser } from '../../../test/fixtures.ts';
import { buildGroup, summaryOf } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const mine = summaryOf(buildGroup());
const theirs = summaryOf(
  buildGroup({
    id: 'g2',
    name: 'Chess Club',
    location: undefined,
    description: undefined,
    ownerId: 'u7',
    ownerDisplayName: 'Judit Polgar',
    currentUserIsOwner: false,
    memberCount: 1,
  }),
);

// The first render loads the lazy route: more than findBy's default second on a busy machine.
const slow = { timeout: 5000 };

describe('Groups screen', { timeout: 15_000 }, () => {
  it('lists groups I own apart from groups I am a member of', async () => {
    stubApi({ 'GET /api/groups': () => json(200, { owned: [mine], member: [theirs] }) });
    renderRoute('/groups', { user: testUser });

    const owned = await screen.findByRole('region', { name: 'Groups you own' }, slow);
    const member = screen.getByRole('region', { name: "Groups you're a member of" });
    const card = within(owned).getByRole('link', { name: /Climbing Crew/ });
    expect(card).toHaveAttribute('href', '/groups/g1');
    expect(card).toHaveTextContent('Boulderhalle Nord');
    expect(card).toHaveTextContent('2 members');
    expect(card).toHaveTextContent('Tuesdays and Thursdays from 18:00');
    const other = within(member).getByRole('link', { name: /Chess Club/ });
    expect(other).toHaveAttribute('href', '/groups/g2');
    expect(other).toHaveTextContent('1 member');
  });

  it('shows the empty state with a way to create a group', async () => {
    stubApi({ 'GET /api/groups': () => json(200, { owned: [], member: [] }) });
    const { events } = renderRoute('/groups', { user: testUser });
    expect(
      await screen.findByText(/Create your first group and invite others/, {}, slow),
    ).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByRole('dialog', { name: 'Create Group' })).toBeVisible();
  });

  it('says when loading failed and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /api/groups': () =>
        fail ? apiError(500, 'internal') : json(200, { owned: [mine], member: [] }),
    });
    const { events } = renderRoute('/groups', { user: testUser });
    expect(
      await screen.findByText("Your groups couldn't be loaded.", {}, { timeout: 8000 }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Climbing Crew/ })).toBeVisible();
  });

  it('refreshes with the Refresh button on a pointer device', async () => {
    let groups = { owned: [] as (typeof mine)[], member: [] as (typeof mine)[] };
    stubApi({ 'GET /api/groups': () => json(200, groups) });
    const { events } = renderRoute('/groups', { user: testUser });
    await screen.findByText(/Create your first group/, {}, slow);
    groups = { owned: [mine], member: [] };
    await events.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: /Climbing Crew/ })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  });
});
