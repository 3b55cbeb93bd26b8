import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testConfig, testUser } from '../../../test/fixtures.ts';
import { buildInvite, INVITE_CODE } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const slow = { timeout: 5000 };

describe('Invites screen', { timeout: 15_000 }, () => {
  it("lists my groups' invite links with a way to copy each", async () => {
    stubApi({ 'GET /api/invites': () => json(200, { invites: [buildInvite()] }) });
    const { events } = renderRoute('/invites', { user: testUser });
    const item = (await screen.findByRole('link', { name: 'Climbing Crew' }, slow)).closest('li')!;
    expect(within(item).getByRole('link', { name: 'Climbing Crew' })).toHaveAttribute(
      'href',
      '/groups/g1',
    );
    expect(item).toHaveTextContent(`${testConfig.publicUrl}/join/${INVITE_CODE}`);
    await events.click(
      within(item).getByRole('button', { name: 'Copy the invite link of Climbing Crew' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Invite link was copied/);
  });

  it('says when there is no invite link yet', async () => {
    stubApi({ 'GET /api/invites': () => json(200, { invites: [] }) });
    renderRoute('/invites', { user: testUser });
    expect(
      await screen.findByText(/You haven't shared any of your groups yet/, {}, slow),
    ).toBeVisible();
  });
});
