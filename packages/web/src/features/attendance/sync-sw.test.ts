import { describe, expect, it, vi } from 'vitest';
import source from '../../../public/sync-sw.js?raw';
import { QUEUE_DB, QUEUE_STORE, SYNC_TAG, type QueuedAnswer } from './api/answer-queue.ts';

// public/sync-sw.js runs in the service worker, outside the bundle (docs/decisions/
// 054-offline-answer-queue.md). Here it runs against a fake worker scope and a small stand-in for
// IndexedDB holding the store the app's queue writes: what it sends, in which order, and what it
// leaves for the app.

type Listener = (event: unknown) => void;

/** One IndexedDB database with one object store, as idb-keyval's createStore makes it. */
function fakeIndexedDB(data: Map<string, unknown>) {
  const opened: string[] = [];
  const later = (work: () => void) => setTimeout(work, 0);
  const database = {
    transaction(store: string) {
      expect(store).toBe(QUEUE_STORE);
      let pending = 0;
      const tx: { oncomplete?: () => void; objectStore: () => unknown } = {
        objectStore: () => ({ get: (key: string) => request(() => data.get(key)), put }),
      };
      const settle = () => later(() => pending === 0 && tx.oncomplete?.());
      function request(read: () => unknown) {
        pending += 1;
        const req: { result?: unknown; onsuccess?: () => void } = {};
        later(() => {
          req.result = structuredClone(read());
          pending -= 1;
          req.onsuccess?.();
          settle();
        });
        return req;
      }
      function put(value: unknown, key: string) {
        return request(() => void data.set(key, structuredClone(value)));
      }
      settle();
      return tx;
    },
    close: () => undefined,
  };
  return {
    opened,
    open(name: string) {
      opened.push(name);
      const req: { result?: unknown; onsuccess?: () => void } = {};
      later(() => {
        req.result = database;
        req.onsuccess?.();
      });
      return req;
    },
  };
}

function answer(key: string, day: string, state: QueuedAnswer['state']): QueuedAnswer {
  return { key, userId: 'u1', groupId: 'g1', day: day as QueuedAnswer['day'], state, queuedAt: 1 };
}

function startWorker(queue: QueuedAnswer[], reply: (body: Record<string, unknown>) => Response) {
  const data = new Map<string, unknown>([['answers', queue]]);
  const listeners: Record<string, Listener> = {};
  const postMessage = vi.fn();
  const scope = {
    addEventListener: (name: string, listener: Listener) => (listeners[name] = listener),
    clients: { matchAll: vi.fn(async () => [{ postMessage }]) },
    navigator: {},
  };
  const fetch = vi.fn(async (_url: string, init: RequestInit) =>
    reply(JSON.parse(init.body as string) as Record<string, unknown>),
  );
  const idb = fakeIndexedDB(data);
  const quiet = { warn: vi.fn() };
  new Function('self', 'indexedDB', 'fetch', 'console', source)(scope, idb, fetch, quiet);

  async function sync(tag = SYNC_TAG) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.sync?.({ tag, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    return work;
  }
  return { sync, fetch, data, postMessage, idb };
}

const ok = () => new Response(JSON.stringify({ record: null }), { status: 200 });

describe('the background sync of answers', () => {
  it('sends the waiting answers in order, each with its key, and tells the open pages', async () => {
    const worker = startWorker(
      [answer('key-one-1', '2026-12-01', 'present'), answer('key-two-2', '2026-12-02', 'away')],
      ok,
    );
    await worker.sync();
    expect(worker.idb.opened.every((name) => name === QUEUE_DB)).toBe(true);
    expect(worker.fetch.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/groups/g1/attendance', 'PUT', '{"day":"2026-12-01","state":"present"}'],
      ['/api/groups/g1/attendance', 'PUT', '{"day":"2026-12-02","state":"away"}'],
    ]);
    const headers = worker.fetch.mock.calls.map(([, init]) => init.headers);
    expect(headers).toEqual([
      expect.objectContaining({ 'Idempotency-Key': 'key-one-1', 'x-turnout-csrf': '1' }),
      expect.objectContaining({ 'Idempotency-Key': 'key-two-2', 'x-turnout-csrf': '1' }),
    ]);
    expect(worker.data.get('answers')).toEqual([]);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'turnout-answers-sent' });
  });

  it('keeps a refusal in words for the app and goes on with the next answer', async () => {
    const worker = startWorker(
      [answer('late-key-1', '2026-11-26', 'present'), answer('next-key-2', '2026-12-02', 'away')],
      (body) =>
        body.day === '2026-11-26'
          ? new Response(
              JSON.stringify({
                error: { code: 'permission-denied', message: 'Answers for Thursday closed.' },
              }),
              { status: 403 },
            )
          : ok(),
    );
    await worker.sync();
    expect(worker.fetch).toHaveBeenCalledTimes(2);
    expect(worker.data.get('answers')).toEqual([]);
    expect(worker.data.get('refused')).toEqual([
      {
        answer: answer('late-key-1', '2026-11-26', 'present'),
        message: 'Answers for Thursday closed.',
      },
    ]);
  });

  it('stops at an answer that must wait, keeping it and those after it for the next sync', async () => {
    const queue = [
      answer('busy-key-1', '2026-12-01', 'present'),
      answer('after-key-2', '2026-12-02', 'away'),
    ];
    const worker = startWorker(queue, () => new Response('', { status: 503 }));
    await expect(worker.sync()).rejects.toThrow();
    expect(worker.fetch).toHaveBeenCalledTimes(1);
    expect(worker.data.get('answers')).toEqual(queue);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('leaves other syncs alone', async () => {
    const worker = startWorker([answer('other-key-1', '2026-12-01', 'present')], ok);
    await worker.sync('something-else');
    expect(worker.fetch).not.toHaveBeenCalled();
  });
});
