import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { setPushState } from '../push/push-state.ts';
import { fakeBrowser, PUBLIC_KEY } from '../testing/fake-web-push.ts';

// Screens load lazily; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const slow = { timeout: 5000 };
const emptyInbox = () => json(200, { items: [], unreadCount: 0 });
const record = {
  id: 'u1_AB',
  fcmToken: 't',
  isSignedIn: true,
  lastSeen: '2026-03-28T10:00:00.000Z',
};

function stubServer() {
  return stubApi({
    'GET /api/notifications?limit=20': emptyInbox,
    'GET /api/notifications?limit=1': emptyInbox,
    'GET /api/push/vapid-public-key': () => json(200, { publicKey: PUBLIC_KEY }),
    'PUT /api/push/tokens': () => json(200, { record }),
  });
}

afterEach(() => setPushState({}));

describe('turning on push from the inbox', { timeout: 20_000 }, () => {
  it('asks only on a tap, then says notifications are on', async () => {
    const { notification } = fakeBrowser('default', 'granted');
    const calls = stubServer();
    const { events } = renderRoute('/notifications', { user: testUser });
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' }, slow);
    expect(notification.requestPermission).not.toHaveBeenCalled();

    await events.click(turnOn);
    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('explains a refusal instead of showing an error', async () => {
    fakeBrowser('default', 'denied');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stubServer();
    const { events } = renderRoute('/notifications', { user: testUser });
    await events.click(await screen.findByRole('button', { name: 'Turn on notifications' }, slow));
    expect(await screen.findByText(/Notifications are blocked for Turnout/)).toBeVisible();
  });

  it('can be put off', async () => {
    fakeBrowser('default');
    stubServer();
    const { events } = renderRoute('/notifications', { user: testUser });
    await events.click(await screen.findByRole('button', { name: 'Not now' }, slow));
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });
});
