import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { FIRST_ANSWERABLE_DAY, readAttendance } from '../support/api.ts';
import { onCleanup } from '../support/cleanup.ts';
import { startPgbouncer } from '../support/pgbouncer.ts';
import { pollUntil } from '../support/poll.ts';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server.ts';
import { startTurnout } from '../support/turnout-process.ts';
import { expectEventForEach, watchedGroup } from '../support/watched-group.ts';
import { startWriteLoad } from '../support/write-load.ts';

// Failover (docs/scaling.md): a primary with a synchronous standby (a commit is acknowledged
// only once the standby has it), pgbouncer in front. The primary is killed under load; the
// standby is promoted and pgbouncer pointed at it, as a failover manager's hook does (the test
// plays that part). Turnout reconnects by itself, no acknowledged write is lost, and the open
// stream carries every acknowledged change.

const servers: PostgresServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.destroy();
});

test('the primary killed under load: the synchronous standby takes over, nothing acknowledged is lost', async () => {
  const primary = await startPostgresServer();
  servers.push(primary);
  const direct = await primary.createDatabase('turnout');
  const standby = await startPostgresServer({ replicaOf: primary });
  servers.push(standby);
  // Synchronous from now on (before, a commit would wait for a standby not yet there).
  await sql(primary.url, "alter system set synchronous_standby_names = '*'");
  await sql(primary.url, 'select pg_reload_conf()');
  await pollUntil('the standby to be synchronous', async () =>
    (await sql(primary.url, "select 1 from pg_stat_replication where sync_state = 'sync'")) > 0
      ? true
      : undefined,
  );
  const pooler = await startPgbouncer({
    upstreamPort: primary.port,
    sessionDatabases: ['turnout'],
  });
  onCleanup(() => pooler.stop());
  const server = await startTurnout({
    databaseUrl: pooler.urlFor(direct),
    env: {
      DATABASE_LISTEN_URL: pooler.sessionUrlFor(direct),
      DATABASE_PREPARED_STATEMENTS: 'false',
    },
  });
  onCleanup(() => server.stop());
  const { owner, groupId, live, watcher } = await watchedGroup(server.url);

  const load = startWriteLoad(() => server.url, owner, groupId, {
    firstDay: FIRST_ANSWERABLE_DAY,
    workers: 2,
    timeoutMs: 8000,
  });
  onCleanup(() => load.stop());
  await pollUntil('20 acknowledged writes', () =>
    load.acknowledged.length >= 20 ? true : undefined,
  );

  const killedAt = Date.now();
  await primary.stop('immediate');
  await standby.promote();
  await pooler.repoint(standby.port);
  const before = load.acknowledged.length;
  await pollUntil('writes acknowledged on the new primary', () =>
    load.acknowledged.length >= before + 20 ? true : undefined,
  );
  const failoverMs = Date.now() - killedAt;
  await load.stop();
  console.log(`failover: writes acknowledged again ${failoverMs} ms after the primary died`);

  // Every acknowledged write is on the new primary, and the stream carried each.
  const days = [...load.acknowledged].sort();
  const read = await readAttendance(server.url, watcher, groupId, days[0]!, days.at(-1)!);
  const lost = days.filter((day) => read.get(`${owner.userId}|${day}`) !== true);
  expect(lost).toEqual([]);
  await expectEventForEach(live, owner.userId, load.acknowledged);
});

async function sql(url: string, text: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
