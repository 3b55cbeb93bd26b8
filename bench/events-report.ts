import os from 'node:os';
import type { EventsServerMessage } from './events-server.ts';
import type { StreamRecord } from './events-timed-streams.ts';
import type { Ack, Acks } from './events-writes.ts';
import { percentile } from './percentile.ts';

// The live-event benchmark's result (events.ts): what each stream should have received against
// what it did, the delays from acknowledgement to arrival, the server's memory per stream, and
// the verdict against the budget (docs/performance.md, "Live events").

export interface Tally {
  /** Acknowledgement to arrival, every delivered change on every stream, sorted. */
  delays: number[];
  /** Changes or inbox news a stream should have received and did not. */
  lost: number;
  /** Streams that lost something or ended early. */
  streamsMissing: number;
}

/**
 * Each stream should get every change of its group as `attendance.changed`, and those of the
 * other members also as `notification.changed`.
 */
export function tally(streams: StreamRecord[], acks: Acks): Tally {
  const delays: number[] = [];
  let lost = 0;
  let streamsMissing = 0;
  const byGroup = new Map<string, [string, Ack][]>();
  for (const entry of acks) {
    const list = byGroup.get(entry[1].group.id) ?? [];
    list.push(entry);
    byGroup.set(entry[1].group.id, list);
  }
  for (const stream of streams) {
    const mine = byGroup.get(stream.groupId) ?? [];
    const fromOthers = mine.filter(([key]) => !key.startsWith(`${stream.userId}|`));
    let missing = Math.max(0, fromOthers.length - stream.inbox);
    for (const [key, ack] of mine) {
      const at = stream.changed.get(key);
      if (at === undefined) missing++;
      else delays.push(Math.max(0, at - ack.at));
    }
    lost += missing;
    if (missing > 0 || stream.ended) streamsMissing++;
  }
  delays.sort((a, b) => a - b);
  return { delays, lost, streamsMissing };
}

type Memory = Extract<EventsServerMessage, { type: 'memory' }>;

export interface Run {
  streams: number;
  groups: number;
  members: number;
  rate: number;
  seconds: number;
  changes: number;
  /** The server's memory before and after the streams opened. */
  before: Memory;
  after: Memory;
  budgetP95Ms: number;
  /** Instances behind nginx (1: the instance itself), and how they announce events. */
  instances?: number;
  announce?: string;
}

/** Prints the run and its table row; true when it is within budget. */
export function printReport(run: Run, { delays, lost, streamsMissing }: Tally): boolean {
  const { before, after } = run;
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const perStream = (field: 'heapUsed' | 'rss') =>
    kib((after[field] - before[field]) / run.streams);
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log();
  console.log(
    `${run.streams} streams on ${run.instances && run.instances > 1 ? `${run.instances} instances behind nginx` : 'one instance'}` +
      `${run.announce ? ` (${run.announce} announcements)` : ''}, ${run.groups} groups of ${run.members}, ${run.rate} changes/s for ` +
      `${run.seconds} s (${run.changes} changes); ${os.cpus().length} CPUs, Node ${process.version}, ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  console.log(
    `server memory before → after opening: heap ${mib(before.heapUsed)} → ${mib(after.heapUsed)} MiB, ` +
      `RSS ${mib(before.rss)} → ${mib(after.rss)} MiB`,
  );
  console.log(
    '| streams | deliveries | p50 ms | p95 ms | p99 ms | max ms | lost | streams short | heap KiB/stream | RSS KiB/stream |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const p95 = percentile(delays, 95);
  console.log(
    `| ${run.streams} | ${delays.length} | ${percentile(delays, 50).toFixed(1)} | ${p95.toFixed(1)} | ` +
      `${percentile(delays, 99).toFixed(1)} | ${(delays.at(-1) ?? NaN).toFixed(1)} | ${lost} | ` +
      `${streamsMissing} | ${perStream('heapUsed')} | ${perStream('rss')} |`,
  );
  const ok = p95 <= run.budgetP95Ms && lost === 0 && streamsMissing === 0;
  console.log(
    ok
      ? `PASS: p95 ≤ ${run.budgetP95Ms} ms, nothing lost.`
      : `MISS: p95 must be ≤ ${run.budgetP95Ms} ms with nothing lost.`,
  );
  return ok;
}
