import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, API_PATHS, pathFor, type Day } from '@turnout/domain';
import {
  addMember,
  apiRequest,
  createGroup,
  changeAttendance,
  signUpMember,
  type Member,
  FIRST_ANSWERABLE_DAY,
} from './support/api.ts';
import { openLiveClient, type LiveClient } from './support/live-client.ts';
import { sleep } from './support/poll.ts';
import { startPostgresServer, type PostgresServer } from './support/postgres-server.ts';
import { sampleProcess, type ProcessSample } from './support/process-sample.ts';
import { startTurnout, type TurnoutProcess } from './support/turnout-process.ts';

// Soak (docs/architecture.md#tests): one server process under a steady mixed load — calendar reads, attendance
// writes, group and inbox reads, open event streams with some reconnecting all the time — for
// SOAK_DURATION_S (default 600 s). The server's memory (RSS) and open handles (file
// descriptors) are read from /proc every SOAK_SAMPLE_S and printed as a table. After the
// warm-up (the first fifth, at least 30 s) both must stay flat: the median of the last third
// may exceed that of the first third of the measured span by at most the tolerances below.
//
//   npm run bench:soak                         10 minutes on PGlite
//   SOAK_DURATION_S=60 npm run bench:soak      a short run
//   SOAK_BACKEND=postgres npm run bench:soak   on a private PostgreSQL cluster

const DURATION_S = numberFromEnv('SOAK_DURATION_S', 600);
const SAMPLE_S = numberFromEnv('SOAK_SAMPLE_S', Math.max(5, Math.round(DURATION_S / 40)));
const RATE = numberFromEnv('SOAK_RATE', 20); // requests per second
/** Requests in flight at most: a server that falls behind slows the load instead of drowning. */
const MAX_IN_FLIGHT = 8;
const STREAMS = numberFromEnv('SOAK_STREAMS', 40);
const MEMBERS = 12;
const BACKEND = process.env.SOAK_BACKEND === 'postgres' ? 'PostgreSQL' : 'PGlite';
const WARM_UP_S = Math.max(30, DURATION_S / 5);
/** Allowed growth of the RSS median, after warm-up: 15 % of the baseline plus 16 MiB. */
const RSS_TOLERANCE = (baseline: number) => baseline * 0.15 + 16;
/**
 * Allowed growth of open file descriptors: requests in flight come and go, and on PostgreSQL the
 * pool opens up to its 10 connections when requests overlap (a busy machine makes them overlap
 * more) and closes them after 10 s idle, so its size follows the moment's load, not a leak.
 */
const FD_TOLERANCE = 8 + (BACKEND === 'PostgreSQL' ? 10 : 0);

/** The open event streams (replaced as they churn). */
const streams: LiveClient[] = [];

interface Row extends ProcessSample {
  atS: number;
  requests: number;
  failed: number;
  streams: number;
  events: number;
  /** p95 request latency since the previous sample. */
  p95Ms: number;
}

async function soak(server: TurnoutProcess): Promise<boolean> {
  const base = server.url;
  console.log(`Soak on ${BACKEND}: ${RATE} requests/s, ${STREAMS} event streams, ${DURATION_S} s`);
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await signUpMember(base, `soak${i}`));
  // Two groups of six; each member writes in their own group.
  const groups = [members.slice(0, 6), members.slice(6)];
  const groupIds: string[] = [];
  for (const group of groups) {
    const id = await createGroup(base, group[0]!, 'Soak group');
    for (const member of group.slice(1)) await addMember(base, group[0]!, id, member);
    groupIds.push(id);
  }
  const groupOf = (i: number) => groupIds[i < 6 ? 0 : 1]!;
  for (let i = 0; i < STREAMS; i++) streams.push(await openLiveClient(base, members[i % MEMBERS]!));

  let requests = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  const fail = (what: string) => {
    failed += 1;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };
  const firstDay = FIRST_ANSWERABLE_DAY;
  // Writes cycle over 90 days with alternating states: every write is a change (events,
  // notifications) while the data stays bounded, so a growing RSS means a leak, not more data.
  let tick = 0;
  let latencies: number[] = [];
  const operation = async (n: number) => {
    const began = performance.now();
    const i = n % MEMBERS;
    const member = members[i]!;
    const groupId = groupOf(i);
    const kind = n % 20;
    try {
      let status: number;
      if (kind < 9) {
        const day = addDays(firstDay, Math.floor(n / MEMBERS) % 90);
        const state = Math.floor(n / (MEMBERS * 90)) % 2 === 0 ? 'present' : 'away';
        status = (await changeAttendance(base, member, groupId, day, state)).status;
      } else if (kind < 16) {
        status = (await readCalendar(base, member, groupId, addDays(firstDay, (n % 3) * 30)))
          .status;
      } else if (kind < 18) {
        status = (await apiRequest(base, { path: API_PATHS.groups, as: member })).status;
      } else {
        status = (await apiRequest(base, { path: API_PATHS.notifications, as: member })).status;
      }
      if (status !== 200) fail(`HTTP ${status}`);
    } catch (error) {
      fail((error as Error).name);
    } finally {
      requests += 1;
      latencies.push(performance.now() - began);
    }
  };

  const rows: Row[] = [];
  const started = performance.now();
  const sample = async () => {
    const atS = Math.round((performance.now() - started) / 1000);
    const row: Row = {
      atS,
      ...(await sampleProcess(server.pid)),
      requests,
      failed,
      streams: streams.length,
      events: streams.reduce((sum, stream) => sum + stream.events.length, 0),
      p95Ms: percentile(latencies, 95),
    };
    latencies = [];
    rows.push(row);
    console.log(formatRow(row));
  };
  console.log(HEADER);
  await sample();

  const inFlight = new Set<Promise<void>>();
  let nextSample = SAMPLE_S;
  let nextChurn = 5;
  let nextDue = started;
  for (;;) {
    const elapsedS = (performance.now() - started) / 1000;
    if (elapsedS >= DURATION_S) break;
    if (elapsedS >= nextSample) {
      nextSample += SAMPLE_S;
      await sample();
    }
    if (elapsedS >= nextChurn) {
      // Streams come and go as pages open and close: one is replaced every 5 s.
      nextChurn += 5;
      const index = Math.floor(elapsedS / 5) % streams.length;
      streams[index]!.close();
      try {
        streams[index] = await openLiveClient(base, members[index % MEMBERS]!);
      } catch {
        fail('event stream did not open');
      }
    }
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    // A steady rate: a server that fell behind is not hit by a burst of make-up requests.
    nextDue = Math.max(nextDue + 1000 / RATE, performance.now());
    const wait = nextDue - performance.now();
    if (wait > 0) await sleep(wait);
    const running = operation(tick++).finally(() => inFlight.delete(running));
    inFlight.add(running);
  }
  await Promise.all(inFlight);
  await sample();
  return verdict(rows, failures);
}

function readCalendar(base: string, member: Member, groupId: string, from: Day) {
  const to = addDays(from, 41);
  return apiRequest(base, {
    path: `${pathFor(API_PATHS.attendance, { groupId })}?from=${from}&to=${to}`,
    as: member,
  });
}

const HEADER =
  '|   t s | RSS MiB | fds | threads | requests | failed | streams | events | p95 ms |\n' +
  '|------:|--------:|----:|--------:|---------:|-------:|--------:|-------:|-------:|';

function formatRow(row: Row): string {
  return (
    `| ${String(row.atS).padStart(5)} | ${row.rssMiB.toFixed(1).padStart(7)} | ` +
    `${String(row.fds).padStart(3)} | ${String(row.threads).padStart(7)} | ` +
    `${String(row.requests).padStart(8)} | ${String(row.failed).padStart(6)} | ` +
    `${String(row.streams).padStart(7)} | ${String(row.events).padStart(6)} | ` +
    `${row.p95Ms.toFixed(0).padStart(6)} |`
  );
}

function verdict(rows: Row[], failures: Map<string, number>): boolean {
  const measured = rows.filter((row) => row.atS >= WARM_UP_S);
  const third = Math.max(1, Math.floor(measured.length / 3));
  const first = measured.slice(0, third);
  const last = measured.slice(-third);
  const rssFrom = median(first.map((row) => row.rssMiB));
  const rssTo = median(last.map((row) => row.rssMiB));
  const fdsFrom = median(first.map((row) => row.fds));
  const fdsTo = median(last.map((row) => row.fds));
  const rssOk = rssTo - rssFrom <= RSS_TOLERANCE(rssFrom);
  const fdsOk = fdsTo - fdsFrom <= FD_TOLERANCE;
  const total = rows.at(-1)!;
  const failuresOk = total.failed === 0;
  console.log();
  console.log(
    `After the ${WARM_UP_S} s warm-up, median of the first third → last third of the samples:`,
  );
  console.log(
    `  RSS ${rssFrom.toFixed(1)} → ${rssTo.toFixed(1)} MiB ` +
      `(allowed +${RSS_TOLERANCE(rssFrom).toFixed(1)}): ${rssOk ? 'flat' : 'GROWING'}`,
  );
  console.log(
    `  fds ${fdsFrom} → ${fdsTo} (allowed +${FD_TOLERANCE}): ${fdsOk ? 'flat' : 'GROWING'}`,
  );
  console.log(
    `  ${total.requests} requests, ${total.failed} failed` +
      ` (${(total.requests / total.atS).toFixed(1)}/s)` +
      (failures.size > 0 ? ` (${[...failures].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''),
  );
  console.log(`  ${os.cpus().length} CPUs, Node ${process.version}, ${BACKEND}`);
  const ok = rssOk && fdsOk && failuresOk && measured.length >= 3;
  console.log(ok ? 'Soak passed.' : 'SOAK FAILED.');
  return ok;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-soak-'));
  let cluster: PostgresServer | undefined;
  let server: TurnoutProcess | undefined;
  try {
    cluster = BACKEND === 'PostgreSQL' ? await startPostgresServer() : undefined;
    const databaseUrl = await cluster?.createDatabase('turnout_soak');
    server = await startTurnout({ dataDir, databaseUrl });
    const ok = await soak(server);
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const stream of streams) stream.close();
    await server?.stop();
    await cluster?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Last, so every constant above is initialized.
await main();
