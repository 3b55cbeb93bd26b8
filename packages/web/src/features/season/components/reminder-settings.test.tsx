import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { apiError, json } from '../../../test/fixtures.ts';
import { buildMemberView, graceUser, summaryOf } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

configure({ asyncUtilTimeout: 8000 });

// My reminders per group: in /settings the switch and the hour, in the group menu the switch
// with the hour it will use.

const group = buildMemberView({ reminders: false, reminderHour: 18 });

/** The server's side: the list of groups with what was last stored. */
function server() {
  let stored = summaryOf(group);
  return {
    list: () => json(200, { owned: [], member: [stored] }),
    put: (call: { body: unknown }) => {
      stored = { ...stored, ...(call.body as object) };
      return json(200, call.body);
    },
  };
}

describe('Reminder settings', { timeout: 30_000 }, () => {
  it('turns reminders on and sets the hour for one group in /settings', async () => {
    const { list, put } = server();
    const calls = stubApi({ 'GET /api/groups': list, 'PUT /api/groups/g1/reminders': put });
    const { events } = renderRoute('/settings', { user: graceUser });
    const fieldset = await screen.findByRole('group', { name: 'Reminders for Climbing Crew' });
    const toggle = within(fieldset).getByRole('switch', {
      name: 'Remind me the evening before a training day',
    });
    expect(toggle).not.toBeChecked();
    await events.click(toggle);
    expect(toggle).toBeChecked();
    await events.selectOptions(within(fieldset).getByLabelText('Reminder time'), '20:00');
    expect(within(fieldset).getByLabelText('Reminder time')).toHaveValue('20');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { reminders: true, reminderHour: 18 },
        { reminders: true, reminderHour: 20 },
      ]),
    );
    expect(await screen.findByText('Reminders for Climbing Crew are on, at 20:00.')).toBeVisible();
  });

  it('puts the switch back and says so when saving fails', async () => {
    stubApi({
      'GET /api/groups': server().list,
      'PUT /api/groups/g1/reminders': () => apiError(503, 'unavailable'),
    });
    const { events } = renderRoute('/settings', { user: graceUser });
    const fieldset = await screen.findByRole('group', { name: 'Reminders for Climbing Crew' });
    const toggle = within(fieldset).getByRole('switch');
    await events.click(toggle);
    expect(
      await screen.findByText("The reminder setting couldn't be saved. Please try again."),
    ).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
