import { describe, expect, it, vi } from 'vitest';
import source from '../../../../public/push-sw.js?raw';
import { OPEN_NOTIFICATION_MESSAGE } from './use-open-from-push.ts';

// public/push-sw.js runs in the service worker, outside the bundle. Here it runs against a fake
// worker scope: the pushes it shows and where a click leads.

type Listener = (event: unknown) => void;

interface FakeWindow {
  url: string;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function fakeWindow(visibilityState: FakeWindow['visibilityState']): FakeWindow {
  return {
    url: 'https://turnout.example/groups',
    visibilityState,
    postMessage: vi.fn(),
    focus: vi.fn(async () => undefined),
  };
}

function startWorker(windows: FakeWindow[]) {
  const listeners: Record<string, Listener> = {};
  const showNotification = vi.fn(async () => undefined);
  const scope = {
    addEventListener: (name: string, listener: Listener) => (listeners[name] = listener),
    registration: { showNotification },
    location: { origin: 'https://turnout.example' },
  };
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
  new Function('self', 'clients', source)(scope, clients);

  async function dispatch(name: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    listeners[name]?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  return { dispatch, showNotification, clients };
}

const message = {
  title: 'Climbing Crew',
  body: 'Grace Hopper will attend Climbing Crew on Sonntag, 29. März 2026.',
  targetPath: '/groups/g1?activeDay=1774738800000',
  groupId: 'g1',
  timestamp: 1774738800000,
  attendance: true,
};
const push = (data: unknown) => ({ data: { json: () => data } });

describe('push service worker', () => {
  it('shows who, which group and which day, and remembers where a click leads', async () => {
    const worker = startWorker([fakeWindow('hidden')]);
    await worker.dispatch('push', push(message));
    expect(worker.showNotification).toHaveBeenCalledWith('Climbing Crew', {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'en',
      data: { targetPath: message.targetPath },
    });
  });

  it('leaves it to the open page while Turnout is on screen', async () => {
    const worker = startWorker([fakeWindow('visible')]);
    await worker.dispatch('push', push(message));
    expect(worker.showNotification).not.toHaveBeenCalled();
  });

  it('ignores a push that is not a notification', async () => {
    const worker = startWorker([]);
    await worker.dispatch('push', push({ hello: 'world' }));
    expect(worker.showNotification).not.toHaveBeenCalled();
  });

  it('opens the day in an open window through the app', async () => {
    const open = fakeWindow('hidden');
    const worker = startWorker([open]);
    const close = vi.fn();
    await worker.dispatch('notificationclick', {
      notification: { close, data: { targetPath: message.targetPath } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.postMessage).toHaveBeenCalledWith({
      type: OPEN_NOTIFICATION_MESSAGE,
      targetPath: message.targetPath,
    });
    expect(open.focus).toHaveBeenCalled();
  });

  it('opens a new window on the day when none is open', async () => {
    const worker = startWorker([]);
    await worker.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { targetPath: message.targetPath } },
    });
    expect(worker.clients.openWindow).toHaveBeenCalledWith(message.targetPath);
  });
});
