import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { apiError, json, testUser } from '../../../test/fixtures.ts';
import { buildGroup } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

function serve(create: () => Response = () => json(201, buildGroup({ id: 'g9' }))) {
  return stubApi({
    'GET /api/groups': () => json(200, { owned: [], member: [] }),
    'POST /api/groups': create,
    'GET /api/groups/g9/invite': () => json(200, { invite: null }),
  });
}

async function openCreate() {
  const view = renderRoute('/groups', { user: testUser });
  await view.events.click(await screen.findByRole('button', { name: 'Create' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return { ...view, dialog, field };
}

// Whole screens in jsdom, typing into MUI fields: slower than the 5 s default on a busy machine.
describe('Create Group dialog', { timeout: 15_000 }, () => {
  it('has the product’s fields, with location and description optional', async () => {
    serve();
    const { dialog, field, router } = await openCreate();
    expect(router.state.location.hash).toBe('#create');
    expect(field('Name')).toHaveFocus();
    expect(field('Location')).toHaveAccessibleDescription('Optional');
    expect(field('Description')).toHaveAttribute('rows', '5');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('requires a name: "group name is required", and sends nothing', async () => {
    const calls = serve();
    const { dialog, events, field } = await openCreate();
    await events.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('group name is required')).toBeVisible();
    expect(field('Name')).toBeInvalid();
    // Blanks are no name either.
    await events.type(field('Name'), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('group name is required')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // The message goes as soon as the name is fixed.
    await events.type(field('Name'), 'C');
    expect(within(dialog).queryByText('group name is required')).not.toBeInTheDocument();
  });

  it('says so when the name field is left empty', async () => {
    serve();
    const { dialog, events } = await openCreate();
    await events.tab();
    expect(within(dialog).getByText('group name is required')).toBeVisible();
  });

  it('sends location and description only when filled in, then opens the group at #share', async () => {
    const calls = serve();
    const { dialog, events, field, router } = await openCreate();
    await events.type(field('Name'), ' Crew ');
    await events.type(field('Description'), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g9'));
    expect(router.state.location.hash).toBe('#share');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Crew' });
    // The Create dialog is gone; the Invite dialog of the new group takes its place.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Group' })).not.toBeInTheDocument(),
    );
  });

  it('sends every filled-in field', async () => {
    const calls = serve();
    const { dialog, events, field } = await openCreate();
    await events.type(field('Name'), 'Crew');
    await events.type(field('Location'), 'Hall');
    await events.type(field('Description'), 'Tue');
    await events.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Crew',
        location: 'Hall',
        description: 'Tue',
      }),
    );
  });

  it('shows the server error and stays open', async () => {
    serve(() => apiError(400, 'invalid-argument'));
    const { dialog, events, field } = await openCreate();
    await events.type(field('Name'), 'Crew');
    await events.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('server says invalid-argument');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('closes with Cancel and starts empty again', async () => {
    serve();
    const { dialog, events, field, router } = await openCreate();
    await events.type(field('Name'), 'Crew');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.hash).toBe('');
    await events.click(screen.getByRole('button', { name: 'Create' }));
    const reopened = await screen.findByRole('dialog', { name: 'Create Group' });
    expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
