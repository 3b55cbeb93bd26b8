// The server side of the live-event benchmark (events.ts forks this file with --expose-gc): the
// app as main.ts builds it, on the database named by BENCH_DATABASE (seeded by events.ts), on
// 127.0.0.1 at a random port. Over IPC it reports its port, and on 'memory' its heap and resident
// size after a full collection, with the streams it serves, so memory per stream is the server's;
// on 'gc' its collection pauses since the last 'gc'.
import type { AddressInfo } from 'node:net';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { buildApp } from '../packages/server/src/app.ts';
import { parseConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';

export type EventsServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; heapUsed: number; rss: number; streams: number }
  | { type: 'gc'; pauses: number; totalMs: number; maxMs: number; majorMs: number };

/**
 * Garbage collection pauses since the last 'gc' message (the event loop stops for each, so
 * every delivery of this instance waits through them).
 */
let pauses: { duration: number; major: boolean }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    pauses.push({ duration: entry.duration, major: kind === constants.NODE_PERFORMANCE_GC_MAJOR });
  }
}).observe({ entryTypes: ['gc'] });

const config = parseConfig({
  DATABASE_URL: process.env.BENCH_DATABASE,
  DATA_DIR: process.env.BENCH_DATA_DIR,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  // bench/events-cluster.ts compares the two ways instances hear of new events.
  LIVE_EVENTS_ANNOUNCE: process.env.LIVE_EVENTS_ANNOUNCE,
  // One change a member per group in turn, far faster than a person; the limits are not measured.
  WRITE_LIMIT_ATTENDANCE: '100000000',
  WRITE_LIMIT_GROUPS: '100000000',
});
const database = await openDatabase(config);
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ host: config.host, port: config.port });
const { port } = app.server.address() as AddressInfo;
send({ type: 'ready', port });

process.on('message', (message) => {
  if (message === 'memory') {
    // Twice: what one collection frees can make more garbage collectable by the next.
    globalThis.gc?.();
    globalThis.gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    send({ type: 'memory', heapUsed, rss, streams: app.realtime.streamCount });
  } else if (message === 'gc') {
    const durations = pauses.map((p) => p.duration);
    send({
      type: 'gc',
      pauses: pauses.length,
      totalMs: durations.reduce((a, b) => a + b, 0),
      maxMs: Math.max(0, ...durations),
      majorMs: pauses.filter((p) => p.major).reduce((a, p) => a + p.duration, 0),
    });
    pauses = [];
  } else if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});

function send(message: EventsServerMessage): void {
  process.send!(message);
}
