import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { FIRST_ANSWERABLE_DAY, readAttendance } from '../support/api.ts';
import { onCleanup } from '../support/cleanup.ts';
import {
  startAutoFailoverCluster,
  query,
  type AutoFailoverCluster,
} from '../support/pg-auto-failover.ts';
import { startPgbouncer } from '../support/pgbouncer.ts';
import { pollUntil } from '../support/poll.ts';
import { startTurnout } from '../support/turnout-process.ts';
import { expectEventForEach, watchedGroup } from '../support/watched-group.ts';
import { startWriteLoad } from '../support/write-load.ts';

// Failover with a failover manager (docs/scaling.md, "Failover"; ADR 047): Debian's
// pg_auto_failover, a monitor and two nodes, the standby synchronous. Two Turnout instances
// reach the primary through pgbouncer, which scripts/pgbouncer-follow-primary.sh keeps pointed
// at the monitor's primary, as an operator runs it (docs/deploy.md). The primary's machine dies
// under load; nothing but pg_auto_failover and the follower acts: the standby is promoted, the
// instances answer writes again by themselves, no acknowledged write is lost, and the stream
// opened before the failure carries every acknowledged change.
//
// FAILOVER_TIMEOUTS=default runs it with pg_auto_failover's own timeouts (about a minute).

const FOLLOWER = fileURLToPath(
  new URL('../../scripts/pgbouncer-follow-primary.sh', import.meta.url),
);
const timeouts = process.env.FAILOVER_TIMEOUTS === 'default' ? 'default' : 'quick';

let cluster: AutoFailoverCluster | undefined;
afterAll(async () => {
  await cluster?.destroy();
});

test('pg_auto_failover promotes the synchronous standby when the primary dies under load', async () => {
  cluster = await startAutoFailoverCluster({ timeouts });
  const first = await cluster.addNode('node1');
  const second = await cluster.addNode('node2');
  const nodeUrl = (port: number, db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
  await pollUntil(
    'node2 a synchronous standby',
    async () =>
      (
        await query(
          nodeUrl(first.port),
          "select 1 from pg_stat_replication where sync_state in ('sync','quorum')",
        )
      ).length > 0
        ? true
        : undefined,
    { timeoutMs: 60_000 },
  );
  await query(nodeUrl(first.port), 'create database turnout');

  const pooler = await startPgbouncer({ upstreamPort: first.port, sessionDatabases: ['turnout'] });
  onCleanup(() => pooler.stop());
  const template = `${pooler.databasesFile}.template`;
  await writeFile(template, `${pooler.databasesTemplate()}\n`);
  const followerLog: string[] = [];
  const follower = spawn('bash', [FOLLOWER], {
    env: {
      ...process.env,
      MONITOR_URL: cluster.monitorUrl,
      PGBOUNCER_ADMIN_URL: pooler.adminUrl,
      DATABASES_TEMPLATE: template,
      DATABASES_FILE: pooler.databasesFile,
      FOLLOW_INTERVAL: '0.5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  follower.stdout.on('data', (chunk: Buffer) => followerLog.push(chunk.toString()));
  follower.stderr.on('data', (chunk: Buffer) => followerLog.push(chunk.toString()));
  onCleanup(() => follower.kill('SIGTERM'));
  // It starts by pointing pgbouncer at the primary it finds (node1, where it points already).
  await pollUntil('the follower to find node1', () =>
    followerLog.join('').includes(`points at 127.0.0.1:${first.port}`) ? true : undefined,
  );

  const direct = nodeUrl(first.port, 'turnout');
  const instances = [];
  for (let i = 0; i < 2; i++) {
    const server = await startTurnout({
      databaseUrl: pooler.urlFor(direct),
      env: {
        DATABASE_LISTEN_URL: pooler.sessionUrlFor(direct),
        DATABASE_PREPARED_STATEMENTS: 'false',
      },
    });
    onCleanup(() => server.stop());
    instances.push(server);
  }
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  // The stream is open on one instance, the writes go to both.
  const { owner, groupId, live, watcher } = await watchedGroup(b.url);
  let turn = 0;
  const load = startWriteLoad(() => (turn++ % 2 === 0 ? a.url : b.url), owner, groupId, {
    firstDay: FIRST_ANSWERABLE_DAY,
    workers: 2,
    timeoutMs: 8000,
  });
  onCleanup(() => load.stop());
  await pollUntil('20 acknowledged writes', () =>
    load.acknowledged.length >= 20 ? true : undefined,
  );

  const killedAt = Date.now();
  await first.kill();
  const failureReport = async (error: unknown) => {
    const show = async (what: string) =>
      JSON.stringify(await pooler.admin(`SHOW ${what}`).catch((e) => String(e)));
    return new Error(
      [
        (error as Error).message,
        `outcomes ${JSON.stringify([...load.outcomes])} ${JSON.stringify(load.errorBodies)}`,
        await cluster!.state(),
        `follower: ${followerLog.join('')}`,
        `pgbouncer databases: ${await show('DATABASES')}`,
        (await pooler.log()).split('\n').slice(-30).join('\n'),
      ].join('\n'),
    );
  };
  const patience = timeouts === 'quick' ? 60_000 : 180_000;
  await pollUntil(
    'the monitor to promote node2',
    async () => ((await cluster!.primaryPort()) === second.port ? true : undefined),
    { timeoutMs: patience, intervalMs: 100 },
  ).catch(async (error) => {
    throw await failureReport(error);
  });
  const promotedMs = Date.now() - killedAt;
  await pollUntil(
    'a write sent after the kill acknowledged',
    () => (load.acknowledgedSentAt.some((sentAt) => sentAt > killedAt) ? true : undefined),
    { timeoutMs: patience, intervalMs: 20 },
  ).catch(async (error) => {
    throw await failureReport(error);
  });
  const failoverMs = Date.now() - killedAt;
  const resumed = load.acknowledged.length;
  await pollUntil('20 more writes acknowledged', () =>
    load.acknowledged.length >= resumed + 20 ? true : undefined,
  ).catch(async (error) => {
    throw await failureReport(error);
  });
  await load.stop();
  console.log(
    `failover (pg_auto_failover, ${timeouts} timeouts): node2 writable ${promotedMs} ms and the ` +
      `first write acknowledged ${failoverMs} ms after the primary died ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)}; ${load.acknowledged.length} writes acknowledged)`,
  );

  // Every acknowledged write is on the new primary (read there directly and through Turnout),
  // and the stream opened before the failure carried each.
  const days = [...load.acknowledged].sort();
  const onNewPrimary = new Set(
    (
      await query(
        nodeUrl(second.port, 'turnout'),
        `select day::text as day from attendances where user_id = '${owner.userId}'`,
      )
    ).map((row) => String(row.day)),
  );
  expect(days.filter((day) => !onNewPrimary.has(day))).toEqual([]);
  const read = await readAttendance(a.url, watcher, groupId, days[0]!, days.at(-1)!);
  expect(days.filter((day) => read.get(`${owner.userId}|${day}`) !== true)).toEqual([]);
  await expectEventForEach(live, owner.userId, load.acknowledged);
}, 420_000);
