import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupMember } from '@turnout/domain';
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

// Coaches in the Members dialog (docs/product.md#coaches-and-hand-over): roles on every row; the
// owner appoints and offers through a row's menu; a coach removes plain members only.

const slow = { timeout: 5000 };
const coachGrace: GroupMember = { ...grace, role: 'coach' };
const ben: GroupMember = { userId: 'u4', userDisplayName: 'Ben Bitdiddle', role: 'coach' };

async function openMembers(user = testUser) {
  const view = renderRoute('/groups/g1#members', { user });
  const dialog = await screen.findByRole('dialog', { name: 'Members' }, slow);
  const rows = () =>
    within(within(dialog).getByRole('list', { name: 'Members' })).getAllByRole('listitem');
  return { ...view, dialog, rows };
}

describe('Members dialog with coaches', { timeout: 15_000 }, () => {
  it('shows the roles, coaches after the owner, and lets the owner make a coach', async () => {
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup({ members: [owner, alan, coachGrace] })),
      'GET /api/groups/g1/members': () => json(200, { members: [owner, alan, coachGrace] }),
      'GET /api/groups/g1/removed-members': () => json(200, { removed: [] }),
      'PUT /api/groups/g1/members/u3/role': () => new Response(null, { status: 204 }),
    });
    const { dialog, rows, events } = await openMembers();
    await within(dialog).findByText('Alan Turing');
    expect(rows().map((row) => row.textContent)).toEqual([
      'Ada LovelaceOwner · You',
      'Grace HopperCoach',
      'Alan Turing',
    ]);
    await events.click(within(dialog).getByRole('button', { name: 'Actions for Alan Turing' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Make Alan Turing a coach' }));
    expect(await screen.findByText('Alan Turing is a coach now.')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ role: 'coach' });
  });

  it('lets a coach remove plain members, not another coach or the owner; no role menu', async () => {
    stubApi({
      'GET /api/groups/g1': () =>
        json(200, buildMemberView({ members: [owner, coachGrace, alan, ben] })),
      'GET /api/groups/g1/members': () => json(200, { members: [owner, coachGrace, alan, ben] }),
      'GET /api/groups/g1/removed-members': () => json(200, { removed: [] }),
    });
    const { dialog } = await openMembers(graceUser);
    await within(dialog).findByText('Alan Turing');
    expect(within(dialog).getByRole('button', { name: 'Remove Alan Turing' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Remove Ben/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Remove Ada/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    // A coach may leave.
    expect(within(dialog).getByRole('button', { name: 'Leave group' })).toBeVisible();
  });
});
