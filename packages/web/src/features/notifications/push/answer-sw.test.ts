import { describe, expect, it, vi } from 'vitest';
import answerSource from '../../../../public/answer-sw.js?raw';
import pushSource from '../../../../public/push-sw.js?raw';

// public/answer-sw.js runs in the service worker beside push-sw.js, outside the bundle
// (docs/decisions/052-answer-tokens.md). Here both run against a fake worker scope: the push
// shows its answer actions, an action's tap posts its token and shows what the server said.

type Listener = (event: unknown) => void;

function startWorker(answer: (body: unknown) => Promise<Response>) {
  const listeners: Record<string, Listener[]> = {};
  const showNotification = vi.fn(async () => undefined);
  const scope: Record<string, unknown> = {
    addEventListener: (name: string, listener: Listener) => (listeners[name] ??= []).push(listener),
    registration: { showNotification },
    location: { origin: 'https://turnout.example' },
  };
  const clients = { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) };
  const fetch = vi.fn(async (_url: string, init: { body: string }) =>
    answer(JSON.parse(init.body)),
  );
  new Function('self', 'clients', pushSource)(scope, clients);
  new Function('self', 'clients', 'fetch', answerSource)(scope, clients, fetch);

  async function dispatch(name: string, event: object) {
    const work: Promise<unknown>[] = [];
    for (const listener of listeners[name] ?? []) {
      listener({ ...event, waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    }
    await Promise.all(work);
  }
  return { dispatch, showNotification, clients, fetch };
}

const message = {
  title: 'Gym',
  body: 'Tomorrow 18:30: 5 present, 2 away. Are you coming?',
  targetPath: '/groups/g1?activeDay=1774738800000',
  groupId: 'g1',
  timestamp: 1774738800000,
  attendance: null,
  kind: 'reminder',
  actions: [
    { action: 'present', title: "I'm coming", token: 'token-present' },
    { action: 'away', title: "Can't come", token: 'token-away' },
  ],
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const shownOptions = {
  body: message.body,
  icon: '/icons/icon-192.png',
  badge: '/icons/icon-192.png',
  lang: 'en',
  actions: [
    { action: 'present', title: "I'm coming" },
    { action: 'away', title: "Can't come" },
  ],
  data: {
    targetPath: message.targetPath,
    answers: [
      { action: 'present', token: 'token-present' },
      { action: 'away', token: 'token-away' },
    ],
  },
};
const click = (action: string) => ({
  action,
  notification: { title: 'Gym', data: shownOptions.data, close: vi.fn() },
});

describe('answering from a notification (service worker)', () => {
  it('shows the push with its two actions, the tokens kept out of sight', async () => {
    const worker = startWorker(async () => json(200, {}));
    await worker.dispatch('push', { data: { json: () => message } });
    expect(worker.showNotification).toHaveBeenCalledWith('Gym', shownOptions);
  });

  it('posts the tapped action’s token and shows the confirmation, without opening the app', async () => {
    const worker = startWorker(async () =>
      json(200, { state: 'present', title: 'Gym', message: 'You’re coming: Thursday, 18:30.' }),
    );
    await worker.dispatch('notificationclick', click('present'));
    expect(worker.fetch).toHaveBeenCalledWith('/api/answer-links/answer', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', 'x-turnout-csrf': '1' },
      body: JSON.stringify({ token: 'token-present', state: 'present' }),
    });
    expect(worker.showNotification).toHaveBeenCalledWith('Gym', {
      body: 'You’re coming: Thursday, 18:30.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: `answer ${message.targetPath}`,
      data: { targetPath: message.targetPath },
    });
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
    expect(worker.clients.matchAll).not.toHaveBeenCalled();
  });

  it('says a refusal in the server’s words', async () => {
    const worker = startWorker(async () =>
      json(403, {
        error: {
          code: 'permission-denied',
          message: 'Answers for Thursday closed at 15:30. Ask a coach.',
        },
      }),
    );
    await worker.dispatch('notificationclick', click('away'));
    expect(worker.fetch.mock.calls[0]![1].body).toBe(
      JSON.stringify({ token: 'token-away', state: 'away' }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Gym',
      expect.objectContaining({ body: 'Answers for Thursday closed at 15:30. Ask a coach.' }),
    );
  });

  it('opens the day when the server cannot be reached', async () => {
    const worker = startWorker(async () => {
      throw new TypeError('Failed to fetch');
    });
    await worker.dispatch('notificationclick', click('present'));
    expect(worker.showNotification).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith(message.targetPath);
  });

  it('leaves a tap on the notification itself to push-sw.js: it opens the day', async () => {
    const worker = startWorker(async () => json(200, {}));
    await worker.dispatch('notificationclick', click(''));
    expect(worker.fetch).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith(message.targetPath);
  });
});
