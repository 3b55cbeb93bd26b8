import http from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { addDays, API_PATHS, pathFor } from '@turnout/domain';
import { createGroup, FIRST_ANSWERABLE_DAY, signUpMember, type Member } from '../support/api.ts';
import {
  BACKENDS,
  destroyPrivateCluster,
  freshStorage,
  startTurnoutForTest,
} from '../support/backends.ts';
import { onCleanup } from '../support/cleanup.ts';
import { pollUntil, sleep } from '../support/poll.ts';

/** A day the answer window takes (docs/decisions/029-answer-window.md). */
const DAY = addDays(FIRST_ANSWERABLE_DAY, 60);

// Faults (docs/architecture.md#tests): SIGTERM is an orderly shutdown. New connections are refused at once, open
// event streams end cleanly (a finished response, not a reset: EventSource then reconnects,
// to another instance behind a load balancer), a request already in flight is answered in
// full, and the process exits 0 promptly.

afterAll(destroyPrivateCluster);

describe.each(BACKENDS)('SIGTERM on %s', (backend) => {
  /**
   * A server with a member's group and a request in flight to it: headers sent, body still
   * coming (a slow phone uplink), or never (a client that went away without closing).
   */
  async function startWithPutInFlight(env: Record<string, string> = {}) {
    const server = await startTurnoutForTest({ ...(await freshStorage(backend)), env });
    const member = await signUpMember(server.url);
    const groupId = await createGroup(server.url, member);
    const slow = startSlowPut(server.url, member, pathFor(API_PATHS.attendance, { groupId }), {
      day: DAY,
      state: 'present',
    });
    // Let the headers reach the server and be routed (loopback: well under this).
    await sleep(300);
    return { server, member, slow };
  }

  test('drains the request in flight, ends event streams cleanly and exits 0', async () => {
    const { server, member, slow } = await startWithPutInFlight();
    const streams = await Promise.all([1, 2, 3].map(() => openStream(server.url, member)));

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await pollUntil('new connections to be refused', async () =>
      (await tryConnect(server.port)) === 'refused' ? true : undefined,
    );
    // The streams ended while the slow request still runs: closing does not wait on them.
    const endings = await Promise.all(streams.map((stream) => stream.ending));
    expect(endings).toEqual(['clean', 'clean', 'clean']);
    expect(server.hasExited()).toBe(false);

    const answer = await slow.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      record: { day: DAY, attendance: true },
    });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(server.output()).not.toMatch(/"level":(50|60)/); // no error or fatal log line
  });

  test('answers a readiness check during shutdown with 503 stopping, and is live', async () => {
    const { server, slow } = await startWithPutInFlight();
    // A load balancer's probes on connections it holds open: started before SIGTERM, finished
    // after it, so the server is already shutting down when it reads them.
    const ready = startPartialGet(server.port, API_PATHS.healthReady);
    const live = startPartialGet(server.port, API_PATHS.healthLive);
    await sleep(200);
    expect(server.output()).not.toContain('shutting down');

    server.signal('SIGTERM');
    await pollUntil('new connections to be refused', async () =>
      (await tryConnect(server.port)) === 'refused' ? true : undefined,
    );
    const readyAnswer = await ready.finish();
    expect(readyAnswer.status).toBe(503);
    expect(JSON.parse(readyAnswer.body)).toEqual({ status: 'stopping' });
    expect((await live.finish()).status).toBe(200);

    expect((await slow.finish()).status).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  test('stops within SHUTDOWN_TIMEOUT_MS when a request never completes', async () => {
    // Its body never finishes: the client went away without closing its connection.
    const { server, slow: stuck } = await startWithPutInFlight({ SHUTDOWN_TIMEOUT_MS: '1500' });

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const took = Date.now() - signalledAt;
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(10_000);
    expect(server.output()).toContain('requests still open after 1500 ms');
    // Its connection was closed without an answer: nothing was acknowledged.
    await expect(stuck.answer).rejects.toThrow();
  });
});

interface OpenStream {
  /** 'clean' when the response ended normally, 'reset' when the connection broke. */
  ending: Promise<'clean' | 'reset'>;
}

async function openStream(baseUrl: string, member: Member): Promise<OpenStream> {
  const controller = new AbortController();
  onCleanup(() => controller.abort());
  const res = await fetch(`${baseUrl}${API_PATHS.events}`, {
    headers: { authorization: `Bearer ${member.token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  // The first frame (retry:) means the server has registered the stream.
  await reader.read();
  const ending = (async () => {
    try {
      for (;;) if ((await reader.read()).done) return 'clean' as const;
    } catch {
      return 'reset' as const;
    }
  })();
  return { ending };
}

function startSlowPut(baseUrl: string, member: Member, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const req = http.request(`${baseUrl}${path}`, {
    method: 'PUT',
    agent: false,
    headers: {
      authorization: `Bearer ${member.token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: data }));
      res.on('error', reject);
    });
  });
  answer.catch(() => {}); // observed by finish() or the caller
  req.write(text.slice(0, 5));
  return {
    answer,
    finish: () => {
      req.end(text.slice(5));
      return answer;
    },
  };
}

function tryConnect(port: number): Promise<'connected' | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error),
    );
  });
}

/** A GET whose request line is sent now and whose last header line only on finish(). */
function startPartialGet(port: number, path: string) {
  const socket = connect(port, '127.0.0.1');
  onCleanup(() => socket.destroy());
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (data += chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    finish: async () => {
      socket.end('Connection: close\r\n\r\n');
      await ended;
      const [head = '', body = ''] = data.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), body };
    },
  };
}
