import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@turnout/domain';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { Menu } from '../../../components/ui/menu.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { apiError, json } from '../../../test/fixtures.ts';
import { buildMemberView, graceUser } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { MuteGroupMenuItem } from './mute-group-menu-item.tsx';

// Screens load lazily; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

/** The item in an open menu of its own (the group menu itself belongs to the groups feature). */
async function renderItem(group: Group) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.group(group.id), group);
  const events = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <Menu label="Group menu" trigger={<IconButton aria-label="Group menu">⋮</IconButton>}>
        <MuteGroupMenuItem group={group} />
      </Menu>
    </AppProvider>,
  );
  await events.click(screen.getByRole('button', { name: 'Group menu' }));
  const item = await screen.findByRole('menuitemcheckbox', { name: 'Mute notifications' });
  return { queryClient, events, view, item };
}

describe('MuteGroupMenuItem', () => {
  it('mutes the group for me and says so', async () => {
    const calls = stubApi({
      'PUT /api/groups/g1/mute': () => json(200, { muted: true }),
      'GET /api/groups/g1': () => json(200, buildMemberView({ muted: true })),
    });
    const { events, item } = await renderItem(buildMemberView({ muted: false }));
    expect(item).toHaveAttribute('aria-checked', 'false');

    await events.click(item);
    expect(await screen.findByText('Notifications for Climbing Crew are muted.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ muted: true });
  });

  it('unmutes a muted group', async () => {
    const calls = stubApi({ 'PUT /api/groups/g1/mute': () => json(200, { muted: false }) });
    const { events, item } = await renderItem(buildMemberView({ muted: true }));
    expect(item).toHaveAttribute('aria-checked', 'true');
    await events.click(item);
    expect(await screen.findByText('Notifications for Climbing Crew are on.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ muted: false });
  });

  it('puts the switch back when saving fails', async () => {
    stubApi({ 'PUT /api/groups/g1/mute': () => apiError(500, 'internal') });
    const { events, queryClient, item } = await renderItem(buildMemberView({ muted: false }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await events.click(item);
    expect(
      await screen.findByText("The notification setting couldn't be saved. Please try again."),
    ).toBeVisible();
    await waitFor(() =>
      expect(queryClient.getQueryData<Group>(queryKeys.group('g1'))?.muted).toBe(false),
    );
  });

  it('sits in the group menu and flips at once', async () => {
    let muted = false;
    stubApi({
      'GET /api/groups/g1': () => json(200, buildMemberView({ muted })),
      'PUT /api/groups/g1/mute': () => ((muted = true), json(200, { muted })),
    });
    const { events } = renderRoute('/groups/g1', { user: graceUser });
    await events.click(
      await screen.findByRole('button', { name: 'Group menu' }, { timeout: 5000 }),
    );
    const item = within(await screen.findByRole('menu')).getByRole('menuitemcheckbox', {
      name: 'Mute notifications',
    });
    await events.click(item);
    await waitFor(() => expect(item).toHaveAttribute('aria-checked', 'true'));
  });
});
