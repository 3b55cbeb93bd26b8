import { afterAll, expect, test } from 'vitest';
import {
  FIRST_ANSWERABLE_DAY,
  addMember,
  createGroup,
  readAttendance,
  signUpMember,
} from '../support/api.ts';
import { onCleanup } from '../support/cleanup.ts';
import { openLiveClient } from '../support/live-client.ts';
import { startPgbouncer } from '../support/pgbouncer.ts';
import { pollUntil } from '../support/poll.ts';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server.ts';
import { startTurnout } from '../support/turnout-process.ts';
import { expectEventForEach } from '../support/watched-group.ts';
import { startWriteLoad } from '../support/write-load.ts';

// Behind pgbouncer in transaction mode (docs/decisions/039-read-replicas-and-a-pooler.md): two
// instances share two server connections, so consecutive statements of one request land on
// different sessions. Writes and reads work with Debian's pgbouncer (1.18: no named statements),
// and live events cross instances because LISTEN has its own direct connection.

let server: PostgresServer | undefined;
afterAll(() => server?.destroy());

test('two instances through pgbouncer in transaction mode: writes, reads and live events', async () => {
  server = await startPostgresServer();
  const direct = await server.createDatabase('turnout');
  const pooler = await startPgbouncer({ upstreamPort: server.port, poolSize: 2 });
  onCleanup(() => pooler.stop());
  const env = {
    DATABASE_LISTEN_URL: direct,
    DATABASE_PREPARED_STATEMENTS: 'false',
  };
  const a = await startTurnout({ databaseUrl: pooler.urlFor(direct), env });
  onCleanup(() => a.stop());
  const b = await startTurnout({ databaseUrl: pooler.urlFor(direct), env });
  onCleanup(() => b.stop());

  const owner = await signUpMember(a.url, 'owner');
  const watcher = await signUpMember(b.url, 'watcher');
  const groupId = await createGroup(a.url, owner);
  await addMember(a.url, owner, groupId, watcher);
  // The watcher's stream is on instance b; the owner writes on instance a.
  const live = await openLiveClient(b.url, watcher);
  onCleanup(() => live.close());

  const load = startWriteLoad(() => a.url, owner, groupId, {
    firstDay: FIRST_ANSWERABLE_DAY,
    workers: 4,
    pauseMs: 5,
  });
  onCleanup(() => load.stop());
  await pollUntil('40 acknowledged writes', () =>
    load.acknowledged.length >= 40 ? true : undefined,
  );
  await load.stop();
  expect([...load.outcomes.keys()]).toEqual(['200']);
  await expectEventForEach(live, owner.userId, load.acknowledged);

  // Every acknowledged write reads back, on the other instance, through the pooler.
  const days = [...load.acknowledged].sort();
  const read = await readAttendance(b.url, watcher, groupId, days[0]!, days.at(-1)!);
  for (const day of days) expect(read.get(`${owner.userId}|${day}`)).toBe(true);
});
