import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { fakeBrowser } from '../testing/fake-web-push.ts';
import { OPEN_NOTIFICATION_MESSAGE } from './use-open-from-push.ts';

// Screens load lazily; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const emptyInbox = () => json(200, { items: [], unreadCount: 0 });

function fromWorker(targetPath: string) {
  navigator.serviceWorker.dispatchEvent(
    new MessageEvent('message', { data: { type: OPEN_NOTIFICATION_MESSAGE, targetPath } }),
  );
}

describe('a clicked push in an open window', () => {
  it('opens its target through the router', async () => {
    fakeBrowser('default');
    const calls = stubApi({
      'GET /api/groups': () => json(200, { owned: [], member: [] }),
      'GET /api/notifications?limit=1': emptyInbox,
      'GET /api/notifications?limit=20': emptyInbox,
    });
    const { router } = renderRoute('/groups', { user: testUser });
    await screen.findByRole('heading', { level: 1, name: 'Groups' });
    // The listener comes with the shell's notifications runtime, which loads lazily; it is up
    // once it asks for the unread count.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/notifications?limit=1'),
    );

    fromWorker('//elsewhere.example/phish');
    fromWorker('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });
});
