import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import {
  alan,
  buildGroup,
  buildMemberView,
  grace,
  graceUser,
  owner,
} from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const slow = { timeout: 5000 };

async function openMembers(user = testUser) {
  const view = renderRoute('/groups/g1#members', { user });
  const dialog = await screen.findByRole('dialog', { name: 'Members' }, slow);
  const rows = () =>
    within(within(dialog).getByRole('list', { name: 'Members' })).getAllByRole('listitem');
  return { ...view, dialog, rows };
}

describe('Members dialog', { timeout: 15_000 }, () => {
  it('shows the owner the note, everyone by name, and a remove button per member', async () => {
    stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup()),
      // Alan joined after the group was loaded: the dialog reads the members afresh.
      'GET /api/groups/g1/members': () => json(200, { members: [grace, owner, alan] }),
      'GET /api/groups/g1/removed-members': () => json(200, { removed: [] }),
    });
    const { dialog, rows } = await openMembers();
    expect(within(dialog).getByText('You are the owner of this group.')).toBeVisible();
    await within(dialog).findByText('Alan Turing');
    // The owner first, then by name.
    expect(rows().map((row) => row.textContent)).toEqual([
      'Ada LovelaceOwner · You',
      'Alan Turing',
      'Grace Hopper',
    ]);
    // Each with the member avatar of every screen (components/member-avatar.tsx).
    expect(
      rows().map((row) => row.querySelector('[data-initials]')?.getAttribute('data-initials')),
    ).toEqual(['AL', 'AT', 'GH']);
    expect(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Remove Alan Turing' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Remove Ada/ })).not.toBeInTheDocument();
    // The owner cannot leave (docs/product.md#roles-and-access).
    expect(within(dialog).queryByRole('button', { name: 'Leave group' })).not.toBeInTheDocument();
    // Nobody was removed: no list of removed members.
    expect(within(dialog).queryByText('Removed members')).not.toBeInTheDocument();
  });

  // docs/decisions/031-removal-keeps-the-link.md
  it('lists whom the owner removed, and lets one back in', async () => {
    let removed = [
      { userId: 'u9', userDisplayName: 'Ben Bitdiddle', removedAt: '2026-03-28T10:00:00.000Z' },
    ];
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup()),
      'GET /api/groups/g1/members': () => json(200, { members: [owner, grace] }),
      'GET /api/groups/g1/removed-members': () => json(200, { removed }),
      'DELETE /api/groups/g1/removed-members/u9': () => {
        removed = [];
        return new Response(null, { status: 204 });
      },
    });
    const { dialog } = await openMembers();
    const list = await within(dialog).findByRole('list', { name: 'Removed members' }, slow);
    expect(list).toHaveTextContent('Ben Bitdiddle');
    expect(
      within(dialog).getByText("The invite link doesn't let them back in until you allow it."),
    ).toBeVisible();
    within(list).getByRole('button', { name: 'Let back in: Ben Bitdiddle' }).click();
    await screen.findByText('Ben Bitdiddle can join again with the invite link.', {}, slow);
    await waitFor(() =>
      expect(within(dialog).queryByText('Removed members')).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a member a leave button on their own row only, and no remove buttons', async () => {
    stubApi({
      'GET /api/groups/g1': () => json(200, buildMemberView({ members: [owner, grace, alan] })),
      'GET /api/groups/g1/members': () => json(200, { members: [owner, grace, alan] }),
    });
    const { dialog, rows } = await openMembers(graceUser);
    expect(within(dialog).queryByText('You are the owner of this group.')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    const mine = rows().find((row) => row.textContent?.includes('Grace Hopper'))!;
    expect(within(mine).getByRole('button', { name: 'Leave group' })).toBeVisible();
    expect(within(dialog).getAllByRole('button', { name: 'Leave group' })).toHaveLength(1);
    // The list of removed accounts is the owner's: a member's dialog does not ask for it.
    expect(within(dialog).queryByText('Removed members')).not.toBeInTheDocument();
  });

  it('removes a member after confirmation and updates the list', async () => {
    let members = [owner, grace, alan];
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup({ members })),
      'GET /api/groups/g1/members': () => json(200, { members }),
      'DELETE /api/groups/g1/members/u2': () => {
        members = [owner, alan];
        return new Response(null, { status: 204 });
      },
    });
    const { dialog, events } = await openMembers();
    await events.click(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await events.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(within(dialog).queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Alan Turing')).toBeVisible();
    expect(await screen.findByText('Grace Hopper was removed from the group.')).toBeVisible();
  });

  it('keeps everyone when the owner cancels', async () => {
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup()),
      'GET /api/groups/g1/members': () => json(200, { members: [owner, grace] }),
    });
    const { dialog, events } = await openMembers();
    await events.click(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(within(dialog).getByText('Grace Hopper')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('lets a member leave: /groups and "You have left the group {group name}"', async () => {
    stubApi({
      'GET /api/groups/g1': () => json(200, buildMemberView()),
      'GET /api/groups/g1/members': () => json(200, { members: [owner, grace] }),
      'DELETE /api/groups/g1/members/u2': () => new Response(null, { status: 204 }),
      'GET /api/groups': () => json(200, { owned: [], member: [] }),
    });
    const { dialog, events, router } = await openMembers(graceUser);
    await events.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave Climbing Crew?' });
    await events.click(within(confirm).getByRole('button', { name: 'Leave' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
    expect(await screen.findByText('You have left the group Climbing Crew')).toBeVisible();
  });
});
