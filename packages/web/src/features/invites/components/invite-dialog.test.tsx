import { screen, waitFor, within } from '@testing-library/react';
import type { ClientConfig } from '@turnout/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testConfig, testUser } from '../../../test/fixtures.ts';
import { buildGroup, buildInvite, INVITE_CODE } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const LINK = `${testConfig.publicUrl}/join/${INVITE_CODE}`;
const NEW_CODE = 'ZYXWVUTSRQPONMLKJIHGFEDC';
const slow = { timeout: 5000 };

function serve(invite: ReturnType<typeof buildInvite> | null = buildInvite()) {
  return stubApi({
    'GET /api/groups/g1': () => json(200, buildGroup()),
    'GET /api/groups/g1/invite': () => json(200, { invite }),
    'PATCH /api/groups/g1/invite': () => json(200, { invite: buildInvite({ expires: null }) }),
    'POST /api/groups/g1/invite': () =>
      json(201, { invite: buildInvite({ inviteCode: NEW_CODE }) }),
    'DELETE /api/groups/g1/invite': () => new Response(null, { status: 204 }),
  });
}

/** The bodies of the expiry changes sent so far. */
function patchesOf(calls: { method: string; body: unknown }[]) {
  return () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
}

async function openInvite(config: Partial<ClientConfig> = {}) {
  const view = renderRoute('/groups/g1#share', { user: testUser, config });
  const dialog = await screen.findByRole('dialog', { name: 'Invite' }, slow);
  return { ...view, dialog };
}

describe('Invite dialog', { timeout: 15_000 }, () => {
  it('explains, shows the link and copies it with the product’s message', async () => {
    serve();
    const { dialog, events } = await openInvite();
    expect(await within(dialog).findByRole('textbox', { name: 'Invite link' })).toHaveValue(LINK);
    expect(dialog).toHaveTextContent(/Send this link to the people you want to invite/);

    await events.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invite link was copied to the clipbard. Send it to anyone you want to invite to this group!',
    );
    // user-event's clipboard stands in for the browser's.
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
  });

  it('says when the Clipboard API is missing', async () => {
    serve();
    const { dialog, events } = await openInvite();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await events.click(await within(dialog).findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Clipboard API not available in this browser',
    );
  });

  it('hides Share where native sharing does not exist', async () => {
    serve();
    const first = await openInvite();
    await within(first.dialog).findByRole('button', { name: 'Copy' });
    expect(within(first.dialog).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shares the product’s content through navigator.share where it exists', async () => {
    // jsdom cannot show a share sheet; this stands in for the browser's.
    const share = vi.fn(async (_data: ShareData) => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    serve();
    const { dialog, events } = await openInvite();
    await events.click(await within(dialog).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join Climbing Crew on Turnout',
      text: 'Ada Lovelace invites you to join the group Climbing Crew on Turnout.',
      url: LINK,
    });
  });

  it('says "This group was not shared yet." without a link and can make one', async () => {
    const calls = serve(null);
    const { dialog, events } = await openInvite();
    expect(await within(dialog).findByText('This group was not shared yet.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    // 7 days unless the owner chooses otherwise.
    expect(within(dialog).getByRole('combobox', { name: 'Link expires after' })).toHaveDisplayValue(
      '7 days',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Create invite link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Invite link' })).toHaveValue(
      `${testConfig.publicUrl}/join/${NEW_CODE}`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expiresIn: '7d' });
  });

  it("preselects the instance's default expiry (INVITE_DEFAULT_EXPIRY), for a new link too", async () => {
    const calls = serve(null);
    const { dialog, events } = await openInvite({ inviteDefaultExpiry: 'never' });
    await within(dialog).findByText('This group was not shared yet.');
    expect(within(dialog).getByRole('combobox', { name: 'Link expires after' })).toHaveDisplayValue(
      'Never',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Create invite link' }));
    await within(dialog).findByRole('textbox', { name: 'Invite link' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expiresIn: 'never' });

    await events.click(within(dialog).getByRole('button', { name: 'New link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new invite link?' });
    expect(
      within(confirm).getByRole('combobox', { name: 'Link expires after' }),
    ).toHaveDisplayValue('Never');
  });

  it('shows when the link stops working', async () => {
    serve(buildInvite({ expires: '2027-03-15T17:30:00.000Z' }));
    const { dialog } = await openInvite();
    expect(
      await within(dialog).findByText('This link works until Montag, 15. März 2027, 18:30.'),
    ).toBeVisible();
  });

  it('shows that a link made to last does not expire', async () => {
    serve(buildInvite({ expires: null }));
    const { dialog } = await openInvite();
    expect(await within(dialog).findByText('This link does not expire.')).toBeVisible();
  });

  it('revokes the link after confirmation', async () => {
    const calls = serve();
    const { dialog, events } = await openInvite();
    await events.click(await within(dialog).findByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the invite link?' });
    await events.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('This group was not shared yet.')).toBeVisible();
    expect(await screen.findByText('The invite link was revoked.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('replaces the link with a new one, expiring as the owner chose, after confirmation', async () => {
    const calls = serve();
    const { dialog, events } = await openInvite();
    await events.click(await within(dialog).findByRole('button', { name: 'New link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new invite link?' });
    const expiry = within(confirm).getByRole('combobox', { name: 'Link expires after' });
    expect(
      within(expiry)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 day', '7 days', '30 days', 'Never']);
    await events.selectOptions(expiry, '30 days');
    await events.click(within(confirm).getByRole('button', { name: 'Make new link' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expiresIn: '30d' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Invite link' })).toHaveValue(
        `${testConfig.publicUrl}/join/${NEW_CODE}`,
      ),
    );
  });

  // docs/decisions/031-removal-keeps-the-link.md
  it('makes the same link never expire, keeping its code', async () => {
    const calls = serve(buildInvite({ expires: '2027-03-15T17:30:00.000Z' }));
    const patched = patchesOf(calls);
    const { dialog, events } = await openInvite();
    await events.click(await within(dialog).findByRole('button', { name: 'Change expiry' }));
    const confirm = await screen.findByRole('dialog', { name: 'How long should this link work?' });
    expect(confirm).toHaveTextContent(/The link stays the same/);
    await events.selectOptions(
      within(confirm).getByRole('combobox', { name: 'Link expires after' }),
      'Never',
    );
    await events.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This link does not expire.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Invite link' })).toHaveValue(LINK);
    expect(patched()).toEqual([{ expiresIn: 'never' }]);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('closes with Close and leaves the hash', async () => {
    serve();
    const { dialog, events, router } = await openInvite();
    // The last of the two: the title bar's × and the product's Close button do the same.
    await events.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/groups/g1');
    expect(router.state.location.hash).toBe('');
  });
});
