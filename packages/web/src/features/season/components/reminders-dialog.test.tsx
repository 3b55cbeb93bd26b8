import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json } from '../../../test/fixtures.ts';
import { buildMemberView, graceUser } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  fakeBrowser,
  PUBLIC_KEY,
  resetPushState,
} from '../../notifications/testing/fake-web-push.ts';

// The group menu's Reminders (docs/decisions/023-season-planning-screens.md): the switch and the
// hour in one dialog, and, while on, the offer to turn on notifications on this device.

configure({ asyncUtilTimeout: 5000 });
const slow = { timeout: 5000 };

afterEach(() => resetPushState());

function stubServer() {
  let settings = { reminders: false, reminderHour: 18 };
  const calls = stubApi({
    'GET /api/groups/g1': () => json(200, buildMemberView(settings)),
    'PUT /api/groups/g1/reminders': (call) => {
      settings = call.body as typeof settings;
      return json(200, settings);
    },
    'GET /api/push/vapid-public-key': () => json(200, { publicKey: PUBLIC_KEY }),
    'PUT /api/push/tokens': () =>
      json(200, {
        record: {
          id: 'u_AB',
          fcmToken: 't',
          isSignedIn: true,
          lastSeen: '2026-03-28T10:00:00.000Z',
        },
      }),
  });
  return calls;
}

async function openReminders() {
  const view = renderRoute('/groups/g1', { user: graceUser });
  await view.events.click(await screen.findByRole('button', { name: 'Group menu' }, slow));
  await view.events.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Reminders' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Reminders' }, slow);
  return { ...view, dialog };
}

describe('Reminders from the group menu', { timeout: 20_000 }, () => {
  it('chooses the hour and the switch in one place, and offers notifications here', async () => {
    const { notification } = fakeBrowser('default', 'granted');
    const calls = stubServer();
    const { events, dialog } = await openReminders();
    const group = within(dialog).getByRole('group', { name: 'Reminders for Climbing Crew' });
    await events.selectOptions(within(group).getByLabelText('Reminder time'), '20');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
        reminders: false,
        reminderHour: 20,
      }),
    );
    // Off: no word about this device yet.
    expect(within(dialog).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();

    await events.click(
      within(group).getByRole('switch', { name: 'Remind me the evening before a training day' }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
        reminders: true,
        reminderHour: 20,
      }),
    );
    expect(
      await within(dialog).findByText(/This device does not get notifications yet/),
    ).toBeVisible();
    await events.click(within(dialog).getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
  });
});
