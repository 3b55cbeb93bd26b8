import { EventEmitter } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStream } from './event-stream.ts';
import { StreamRegistry } from './fan-out.ts';
import { inboxChanged } from './outgoing.ts';
import { Realtime } from './realtime.ts';
import { useListeningTestApp } from '../test/app.ts';
import { openEventStream } from '../test/event-stream-client.ts';

// What a delivery costs an instance that holds thousands of streams (docs/scaling.md §2): an
// event is serialised once, not once per stream, and streams in use are not written heartbeats.

describe('live events at many streams', () => {
  const t = useListeningTestApp();

  afterEach(() => vi.restoreAllMocks());

  it('serialises an event once for all the streams it goes to, each getting the same frame', () => {
    const registry = new StreamRegistry();
    const responses = Array.from({ length: 50 }, (_, i) => {
      const response = new FakeResponse();
      const stream = new EventStream(
        { userId: `user-${i}`, sessionId: 'session' },
        response as unknown as ServerResponse,
        () => registry.remove(stream),
      );
      registry.add(stream);
      stream.finishCatchUp({ startId: 0, missed: [], resync: false });
      return response;
    });
    const stringify = vi.spyOn(JSON, 'stringify');
    const event = inboxChanged([]).payload;
    registry.deliver({
      id: 7,
      payload: event,
      recipients: responses.map((_, i) => `user-${i}`),
    });

    expect(stringify).toHaveBeenCalledTimes(1);
    for (const response of responses) {
      expect(response.chunks.at(-1)).toBe(
        'id: 7\nevent: notification.changed\ndata: {"type":"notification.changed"}\n\n',
      );
    }
  });

  it('sends heartbeats only to quiet streams, so a stream in use gets none', async () => {
    const heartbeatMs = 300;
    const realtime = new Realtime({ db: t.db, log: silentLog, heartbeatMs });
    await realtime.start();
    const me = await t.signIn();
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      void realtime.openStream({ userId: me.user.id, sessionId: 'test' }, response, undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const stream = await openEventStream(`http://127.0.0.1:${port}`, { path: '/' });
    try {
      await stream.waitFor((frame) => frame.id !== undefined);
      // An event every 100 ms for four heartbeat intervals: the stream is never quiet.
      const until = Date.now() + 4 * heartbeatMs;
      while (Date.now() < until) {
        await realtime.write(async (_tx, announce) => announce(inboxChanged([me.user.id])));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await stream.waitFor((frame) => frame.event === 'notification.changed');
      expect(stream.frames.filter((frame) => frame.comment === 'heartbeat')).toEqual([]);

      // Quiet again: a heartbeat within the interval (and the timers' slack).
      const quietFrom = stream.frames.length;
      await stream.waitFor(
        (frame) => frame.comment === 'heartbeat' && stream.frames.indexOf(frame) >= quietFrom,
        4 * heartbeatMs,
      );
    } finally {
      stream.close();
      await realtime.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** The little of a ServerResponse an EventStream uses, keeping what is written. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  writableLength = 0;
  writableEnded = false;
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  end(): void {
    this.writableEnded = true;
  }
}

const silentLog = { warn: () => {}, error: () => {} };
