import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { addDays, API_PATHS, pathFor, toDay } from '@turnout/domain';
import { openDatabase, type Database } from '../packages/server/src/db/client.ts';
import { groupMembers, sessions, users } from '../packages/server/src/db/schema.ts';
import { createGroup } from '../packages/server/src/features/groups/mutations.ts';
import { hashSessionToken, newSessionToken } from '../packages/server/src/http/tokens.ts';
import { adminQuery, databaseUrl } from '../packages/server/src/test/postgres-admin.ts';
import { startPostgresServer } from '../system/support/postgres-server.ts';
import type { EventsServerMessage } from './events-server.ts';

// Live-event scale (docs/performance.md, "Live events"): 5,000 open event streams on one
// instance on PostgreSQL, 500 groups of 10 members, attendance changes at a steady rate. Every
// change must reach each of its group's streams as `attendance.changed`, and the members other
// than its author as `notification.changed`; the delay runs from the write's acknowledgement
// (the PUT's response) to the event on a stream. Each stream counts what it received, so a lost
// event is found on the stream that lost it. The server's heap and resident size, after a full
// collection, are read before and after the streams open: their growth per stream is printed.
// Budget: p95 ≤ 50 ms, no event lost.
//
// The server is the app as main.ts builds it, forked (events-server.ts) on a fresh database of
// the PostgreSQL server named by BENCH_DATABASE_URL or TEST_DATABASE_URL, else of a private
// throw-away cluster (system/support/postgres-server.ts). The npm script raises the open-file
// limit to the hard limit first: each stream is a socket here and one in the server.
//
//   npm run bench:events [-- --rate 20 --seconds 15 --groups 500 --members 10]

const args = parseArgs(process.argv.slice(2));
const GROUPS = args.groups ?? 500;
const MEMBERS = args.members ?? 10;
const RATE = args.rate ?? 20;
const SECONDS = args.seconds ?? 15;
const STREAMS = GROUPS * MEMBERS;
const BUDGET_P95_MS = 50;

interface Member {
  userId: string;
  token: string;
}

interface Group {
  id: string;
  members: Member[];
}

/** One open stream and what arrived on it: `attendance.changed` by `userId|day`, and inbox news. */
interface Stream {
  member: Member;
  group: Group;
  changed: Map<string, number>;
  inbox: number;
  ended: boolean;
  request: http.ClientRequest;
}

checkOpenFileLimit(STREAMS + 1000);
const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const privateServer = given ? undefined : await startPostgresServer();
const pgServerUrl = given ?? privateServer!.url;
const dbName = `turnout_bench_events_${Date.now()}`;
await adminQuery(pgServerUrl, `create database "${dbName}"`);
const dbUrl = databaseUrl(pgServerUrl, dbName);

console.log(`Seeding ${GROUPS} groups × ${MEMBERS} members on PostgreSQL…`);
const groups = await seed(dbUrl);
const server = fork(fileURLToPath(new URL('./events-server.ts', import.meta.url)), {
  execArgv: ['--expose-gc'],
  env: { ...process.env, BENCH_DATABASE: dbUrl },
});
try {
  const { port } = await reply(server, 'ready');
  const base = `http://127.0.0.1:${port}`;

  const before = await memory();
  console.log(`Opening ${STREAMS} event streams…`);
  const streams: Stream[] = [];
  const all = groups.flatMap((group) => group.members.map((member) => ({ member, group })));
  for (let i = 0; i < all.length; i += 100) {
    streams.push(...(await Promise.all(all.slice(i, i + 100).map((s) => openStream(base, s)))));
  }
  const after = await memory();
  if (after.streams !== STREAMS) throw new Error(`the server serves ${after.streams} streams`);

  console.log(`Writing ${RATE} changes/s for ${SECONDS} s…`);
  const acks = await writeChanges(base, groups);
  const expectedDeliveries = acks.size * MEMBERS;
  const deadline = performance.now() + 5000;
  while (performance.now() < deadline && deliveries(streams) < expectedDeliveries) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));

  const delays: number[] = [];
  let lost = 0;
  let streamsMissing = 0;
  for (const stream of streams) {
    const mine = [...acks].filter(([, ack]) => ack.group === stream.group);
    const fromOthers = mine.filter(([key]) => !key.startsWith(`${stream.member.userId}|`));
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
  for (const stream of streams) stream.request.destroy();

  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const perStream = (field: 'heapUsed' | 'rss') => kib((after[field] - before[field]) / STREAMS);
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log();
  console.log(
    `${STREAMS} streams on one instance, ${GROUPS} groups of ${MEMBERS}, ${RATE} changes/s for ` +
      `${SECONDS} s (${acks.size} changes); ${os.cpus().length} CPUs, Node ${process.version}, ` +
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
    `| ${STREAMS} | ${delays.length} | ${percentile(delays, 50).toFixed(1)} | ${p95.toFixed(1)} | ` +
      `${percentile(delays, 99).toFixed(1)} | ${(delays.at(-1) ?? NaN).toFixed(1)} | ${lost} | ` +
      `${streamsMissing} | ${perStream('heapUsed')} | ${perStream('rss')} |`,
  );
  const ok = p95 <= BUDGET_P95_MS && lost === 0 && streamsMissing === 0;
  console.log(
    ok
      ? `Within budget: p95 ≤ ${BUDGET_P95_MS} ms, nothing lost.`
      : `OVER BUDGET: p95 must be ≤ ${BUDGET_P95_MS} ms with nothing lost.`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  if (server.exitCode === null) {
    server.send('stop');
    await once(server, 'exit');
  }
  await adminQuery(pgServerUrl, `drop database if exists "${dbName}" with (force)`);
  await privateServer?.destroy();
}

/** Each change on a new day (so each is a change), by the groups' members in turn. */
async function writeChanges(base: string, groups: Group[]) {
  const acks = new Map<string, { at: number; group: Group }>();
  const writes: Promise<void>[] = [];
  const startDay = toDay('2027-01-01');
  const started = performance.now();
  for (let i = 0; i < RATE * SECONDS; i++) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const group = groups[i % groups.length]!;
    const actor = group.members[Math.floor(i / groups.length) % group.members.length]!;
    const day = addDays(startDay, i);
    writes.push(
      put(base, group.id, actor, day).then(() => {
        acks.set(`${actor.userId}|${day}`, { at: performance.now(), group });
      }),
    );
  }
  await Promise.all(writes);
  return acks;
}

async function seed(url: string): Promise<Group[]> {
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await handle.migrate();
    const groups: Group[] = [];
    for (let g = 0; g < GROUPS; g++) {
      const members = await createUsers(handle.db, MEMBERS, `g${g}`);
      const { groupId } = await createGroup(handle.db, members[0]!.userId, {
        name: `Bench group ${g}`,
      });
      await handle.db
        .insert(groupMembers)
        .values(
          members.slice(1).map((m) => ({ groupId, userId: m.userId, role: 'member' as const })),
        );
      groups.push({ id: groupId, members });
    }
    return groups;
  } finally {
    await handle.close();
  }
}

async function createUsers(db: Database, count: number, label: string): Promise<Member[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-${label}-${i}-${Date.now()}@example.com`,
        displayName: `Bench ${label}-${i}`,
        // Never used to log in: sessions are made directly below.
        passwordHash: 'bench-no-password',
      })),
    )
    .returning({ id: users.id });
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  const members = rows.map((row) => ({ userId: row.id, token: newSessionToken() }));
  await db
    .insert(sessions)
    .values(members.map((m) => ({ id: hashSessionToken(m.token), userId: m.userId, expiresAt })));
  return members;
}

/** Opens a member's stream (its own socket, as each phone has); resolves once it is served. */
function openStream(base: string, owner: { member: Member; group: Group }): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(base + API_PATHS.events, {
      agent: false,
      headers: { authorization: `Bearer ${owner.member.token}`, accept: 'text/event-stream' },
    });
    const stream: Stream = { ...owner, changed: new Map(), inbox: 0, ended: false, request };
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          // The catch-up's bare id ends it: the stream is registered and live.
          if (/^id: /m.test(frame)) resolve(stream);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event === 'notification.changed') stream.inbox++;
          if (event === 'attendance.changed' && data) {
            const { userId, day } = JSON.parse(data) as { userId: string; day: string };
            stream.changed.set(`${userId}|${day}`, now);
          }
        }
      });
      response.on('end', () => (stream.ended = true));
      response.on('error', () => (stream.ended = true));
    });
  });
}

async function put(base: string, groupId: string, actor: Member, day: string): Promise<void> {
  const res = await fetch(`${base}${pathFor(API_PATHS.attendance, { groupId })}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${actor.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ day, state: 'present' }),
  });
  if (res.status !== 200) throw new Error(`PUT answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

async function memory() {
  server.send('memory');
  return reply(server, 'memory');
}

async function reply<T extends EventsServerMessage['type']>(
  child: typeof server,
  type: T,
): Promise<Extract<EventsServerMessage, { type: T }>> {
  for (;;) {
    const [message] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`The benchmark server exited with code ${code}`);
      }),
    ])) as [EventsServerMessage];
    if (message.type === type) return message as Extract<EventsServerMessage, { type: T }>;
  }
}

function deliveries(streams: Stream[]): number {
  let n = 0;
  for (const stream of streams) n += stream.changed.size;
  return n;
}

/** Each stream needs a socket here (and one in the server): a low limit fails half-way. */
function checkOpenFileLimit(needed: number): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Infinity);
  if (soft < needed) {
    throw new Error(
      `${needed} open files needed, the limit is ${soft}: run through npm run bench:events, ` +
        `which raises it to the hard limit, or raise the hard limit (ulimit -Hn).`,
    );
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function parseArgs(argv: string[]) {
  const names = ['rate', 'seconds', 'groups', 'members'] as const;
  const out: Partial<Record<(typeof names)[number], number>> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = names.find((n) => argv[i] === `--${n}`);
    const value = Number(argv[i + 1]);
    if (name && value > 0) out[name] = value;
  }
  return out;
}
