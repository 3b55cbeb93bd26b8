import { screen, waitFor, within } from '@testing-library/react';
import { toDay, type Schedule } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { buildGroup } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// The owner's training days in the Edit Group dialog: weekdays with time and place, cancelled
// dates, saved through the schedule API with the dialog's Save; a refusal shown in words.

const slow = { timeout: 8000 };
const stored: Schedule = {
  trainingDays: [{ weekday: 4, time: '19:00', place: null }],
  cancelledDates: [toDay('2026-12-24')],
};

async function openEdit() {
  return screen.findByRole('dialog', { name: 'Edit Group' }, slow);
}

describe('Training days in the Edit Group dialog', { timeout: 30_000 }, () => {
  it('saves the weekdays, times, places and cancelled dates in one request', async () => {
    const group = buildGroup({ schedule: stored });
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, group),
      'PATCH /api/groups/g1': () => json(200, group),
      'PUT /api/groups/g1/schedule': (call) => json(200, { schedule: call.body }),
    });
    const { events } = renderRoute('/groups/g1#edit', { user: testUser });
    const dialog = await openEdit();
    const section = within(dialog).getByRole('group', { name: 'Training days' });
    expect(within(section).getByRole('checkbox', { name: 'Donnerstag' })).toBeChecked();
    expect(within(section).getByLabelText('Time on Donnerstag')).toHaveValue('19:00');
    await events.click(within(section).getByRole('checkbox', { name: 'Montag' }));
    await events.type(within(section).getByLabelText('Time on Montag'), '18:30');
    await events.type(within(section).getByRole('textbox', { name: 'Place on Montag' }), 'Halle 2');
    const cancelled = within(dialog).getByRole('group', { name: 'Cancelled dates' });
    await events.type(within(cancelled).getByLabelText('Cancelled date'), '2026-12-31');
    await events.click(within(cancelled).getByRole('button', { name: 'Add cancelled date' }));
    expect(
      within(cancelled)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Donnerstag, 24. Dezember 2026', 'Donnerstag, 31. Dezember 2026']);
    await events.click(
      within(cancelled).getByRole('button', { name: 'Remove Donnerstag, 24. Dezember 2026' }),
    );
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/groups/g1/schedule')).toEqual([
      {
        method: 'PUT',
        path: '/api/groups/g1/schedule',
        body: {
          trainingDays: [
            { weekday: 1, time: '18:30', place: 'Halle 2' },
            { weekday: 4, time: '19:00', place: null },
          ],
          cancelledDates: ['2026-12-31'],
        },
      },
    ]);
  });

  it('sends no schedule when it did not change', async () => {
    const group = buildGroup({ schedule: stored });
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, group),
      'PATCH /api/groups/g1': () => json(200, group),
    });
    const { events } = renderRoute('/groups/g1#edit', { user: testUser });
    const dialog = await openEdit();
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.endsWith('/schedule'))).toBe(false);
  });

  it('refuses a date twice, and keeps the dialog open with the server’s words', async () => {
    const group = buildGroup({ schedule: stored });
    stubApi({
      'GET /api/groups/g1': () => json(200, group),
      'PATCH /api/groups/g1': () => json(200, group),
      'PUT /api/groups/g1/schedule': () =>
        json(400, {
          error: {
            code: 'invalid-argument',
            message: 'Invalid body: trainingDays.0.place: place can have at most 120 characters',
          },
        }),
    });
    const { events } = renderRoute('/groups/g1#edit', { user: testUser });
    const dialog = await openEdit();
    const cancelled = within(dialog).getByRole('group', { name: 'Cancelled dates' });
    await events.type(within(cancelled).getByLabelText('Cancelled date'), '2026-12-24');
    await events.click(within(cancelled).getByRole('button', { name: 'Add cancelled date' }));
    expect(within(cancelled).getByLabelText('Cancelled date')).toHaveAccessibleDescription(
      'This date is already cancelled.',
    );
    await events.click(within(dialog).getByRole('checkbox', { name: 'Montag' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The training days were not saved. Place can have at most 120 characters.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Group' })).toBeVisible();
  });
});
