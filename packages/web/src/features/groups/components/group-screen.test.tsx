import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weekRoute } from '../../../test/week-fixtures.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { buildGroup, buildMemberView, graceUser } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// The first render loads the lazy route with the calendar: more than findBy's default second.
const slow = { timeout: 5000 };

async function openMenu(events: ReturnType<typeof renderRoute>['events']) {
  await events.click(await screen.findByRole('button', { name: 'Group menu' }, slow));
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('Group screen', { timeout: 15_000 }, () => {
  it('shows the group name in the app bar and the owner menu', async () => {
    stubApi({ 'GET /api/groups/g1': () => json(200, buildGroup()) });
    const { events } = renderRoute('/groups/g1', { user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Climbing Crew' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(itemNames(await openMenu(events))).toEqual([
      'Invite',
      'Edit group',
      'Members',
      'Calendar and export',
      'Reminders',
      'Integrations',
      'Statistics',
    ]);
  });

  it('gives a member Members, Calendar and export, Reminders and Statistics', async () => {
    stubApi({ 'GET /api/groups/g1': () => json(200, buildMemberView()) });
    const { events } = renderRoute('/groups/g1', { user: graceUser });
    expect(itemNames(await openMenu(events))).toEqual([
      'Members',
      'Calendar and export',
      'Reminders',
      'Statistics',
    ]);
  });

  it('ignores #share for a member', async () => {
    stubApi({ 'GET /api/groups/g1': () => json(200, buildMemberView()) });
    renderRoute('/groups/g1#share', { user: graceUser });
    await screen.findByRole('heading', { level: 1, name: 'Climbing Crew' }, slow);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a missing or foreign group to /groups with the product’s message', async () => {
    stubApi({ ...weekRoute(), 'GET /api/groups': () => json(200, { owned: [], member: [] }) });
    const { router } = renderRoute('/groups/nope', { user: testUser });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      "Group doesn't exist or you don't have access to it.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
  });

  it('opens a dialog through the hash, and Back closes it', async () => {
    stubApi({ 'GET /api/groups/g1': () => json(200, buildGroup()) });
    const { events, router } = renderRoute('/groups/g1', { user: testUser });
    await events.click(within(await openMenu(events)).getByRole('menuitem', { name: 'Members' }));
    expect(await screen.findByRole('dialog', { name: 'Members' })).toBeVisible();
    expect(router.state.location.hash).toBe('#members');

    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/groups/g1');
  });

  it('lets the owner rename the group and clear its location', async () => {
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup()),
      'PATCH /api/groups/g1': () => json(200, buildGroup({ name: 'Crew', location: undefined })),
    });
    const { events } = renderRoute('/groups/g1#edit', { user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Group' }, slow);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Climbing Crew');
    await events.clear(name);
    await events.type(name, 'Crew');
    await events.clear(within(dialog).getByRole('textbox', { name: 'Location' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Crew' })).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Crew',
      location: null,
      description: 'Tuesdays and Thursdays from 18:00',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes the group after confirmation and goes to /groups', async () => {
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup()),
      'DELETE /api/groups/g1': () => new Response(null, { status: 204 }),
      'GET /api/groups': () => json(200, { owned: [], member: [] }),
    });
    const { events, router } = renderRoute('/groups/g1#edit', { user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Group' }, slow);
    await events.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this group?' });
    // Nothing is deleted before the confirmation.
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await events.click(within(confirm).getByRole('button', { name: 'Delete group' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
    expect(await screen.findByText('The group Climbing Crew was deleted.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/groups/g1')).toBe(
      true,
    );
  });
});
