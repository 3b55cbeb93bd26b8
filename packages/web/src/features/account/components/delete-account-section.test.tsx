import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { alan, buildGroup, grace, owner, summaryOf } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// Screens load lazily; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });
const slow = { timeout: 5000 };

const group = buildGroup({ members: [owner, grace, alan] });

function server() {
  return stubApi({
    'GET /api/account': () => json(200, { user: testUser, pendingEmail: null }),
    'GET /api/account/sessions': () => json(200, { sessions: [] }),
    'GET /api/groups': () => json(200, { owned: [summaryOf(group)], member: [] }),
    'GET /api/groups/g1/members': () => json(200, { members: group.members }),
    'POST /api/account/deletion': () =>
      json(403, { error: { code: 'permission-denied', message: 'Wrong password!' } }),
  });
}

describe('Deleting the account', { timeout: 20_000 }, () => {
  it('asks what happens to each owned group and sends the choice with the password', async () => {
    const calls = server();
    const { events } = renderRoute('/profile', { user: testUser });
    await events.click(await screen.findByRole('button', { name: 'Delete account' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });

    // Deleting the group is the default, and said to be felt by every member.
    const choice = await within(dialog).findByRole('combobox', {
      name: 'What happens to Climbing Crew',
    });
    expect(choice).toHaveTextContent('Delete the group');
    expect(
      within(dialog).getByText(/Deleting a group deletes it for all its members/),
    ).toBeVisible();

    await events.click(choice);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Delete the group',
      'Hand over to Grace Hopper',
      'Hand over to Alan Turing',
    ]);
    await events.click(screen.getByRole('option', { name: 'Hand over to Alan Turing' }));
    await waitFor(() => expect(choice).toHaveTextContent('Hand over to Alan Turing'));
    expect(within(dialog).queryByText(/Deleting a group deletes it/)).not.toBeInTheDocument();

    await events.type(within(dialog).getByLabelText('Current password'), 'not my password');
    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Wrong password!')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      password: 'not my password',
      ownedGroups: [{ groupId: 'g1', newOwnerId: 'u3' }],
    });
  });
});
