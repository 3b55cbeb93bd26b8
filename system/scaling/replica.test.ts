import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import {
  addMember,
  createGroup,
  FIRST_ANSWERABLE_DAY,
  readAttendance,
  changeAttendance,
  signUpMember,
  expectStatus,
} from '../support/api.ts';
import { onCleanup } from '../support/cleanup.ts';
import { pollUntil, sleep } from '../support/poll.ts';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server.ts';
import { startTurnout } from '../support/turnout-process.ts';

// Read replicas (docs/decisions/039-read-replicas-and-a-pooler.md): a primary and a streaming
// replica from Debian's PostgreSQL on loopback. The calendar is read from the replica, so a
// member sees another's change only once the replica has it, while the member who wrote sees
// their own write at once; a replica further behind than the allowed lag, or stopped, is skipped.

const servers: PostgresServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.destroy();
});

const MAX_LAG_MS = 3000;

async function sql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

test('reads go to the replica; own writes are read back; a lagging or stopped replica is skipped', async () => {
  const primary = await startPostgresServer();
  servers.push(primary);
  const databaseUrl = await primary.createDatabase('turnout');
  const replica = await startPostgresServer({ replicaOf: primary });
  servers.push(replica);
  const replicaUrl = databaseUrl.replace(`:${primary.port}/`, `:${replica.port}/`);

  const server = await startTurnout({
    databaseUrl,
    env: {
      DATABASE_REPLICA_URL: replicaUrl,
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
    },
  });
  onCleanup(() => server.stop());

  const owner = await signUpMember(server.url, 'owner');
  const member = await signUpMember(server.url, 'member');
  const groupId = await createGroup(server.url, owner);
  await addMember(server.url, owner, groupId, member);
  const day = FIRST_ANSWERABLE_DAY;
  const seenBy = async (reader: typeof owner, writer: typeof owner) =>
    (await readAttendance(server.url, reader, groupId, day, day)).get(`${writer.userId}|${day}`);

  // Caught up: the replica serves, and both members see the member's answer.
  expectStatus(await changeAttendance(server.url, member, groupId, day, 'present'), 200, 'answer');
  await pollUntil('the owner to see the answer', async () =>
    (await seenBy(owner, member)) === true ? true : undefined,
  );

  // The replica stops replaying: the member changes their answer and reads it back at once (their
  // reads go to the primary until the replica has their write); the owner, reading from the
  // replica, still sees the old answer while the replica is within the allowed lag.
  // The owner's own writes (the group, the invite) are on the replica once a probe has seen it
  // replay them; until then the owner's reads go to the primary.
  await sleep(1000);
  await sql(replicaUrl, 'select pg_wal_replay_pause()');
  expectStatus(await changeAttendance(server.url, member, groupId, day, 'away'), 200, 'answer');
  const changedAt = Date.now();
  expect(await seenBy(member, member)).toBe(false);
  const ownerSaw = await seenBy(owner, member);
  const ownerReadWithinLag = Date.now() - changedAt < MAX_LAG_MS - 300;
  if (ownerReadWithinLag) expect(ownerSaw).toBe(true);

  // Once it is further behind than allowed, the replica is skipped: the owner reads the primary.
  await pollUntil(
    'the owner to read the primary past the allowed lag',
    async () => ((await seenBy(owner, member)) === false ? true : undefined),
    { timeoutMs: MAX_LAG_MS + 5000 },
  );
  expect(Date.now() - changedAt).toBeGreaterThanOrEqual(MAX_LAG_MS - 300);

  // Replaying again, it catches up and serves again; stopped, it is skipped and nothing fails.
  await sql(replicaUrl, 'select pg_wal_replay_resume()');
  await sleep(500);
  await replica.stop('immediate');
  expectStatus(await changeAttendance(server.url, owner, groupId, day, 'present'), 200, 'answer');
  for (let i = 0; i < 5; i++) {
    expect(await seenBy(member, owner)).toBe(true);
    expect(await seenBy(owner, member)).toBe(false);
  }
  expect(server.output()).toMatch(/replica 127\.0\.0\.1:\d+: skipped/);
  // And when it is back it is taken back: the member sees the primary's data through it.
  await replica.start();
  await pollUntil('the replica to answer again', () =>
    /replica 127\.0\.0\.1:\d+: answering[\s\S]*skipped[\s\S]*answering/.test(server.output())
      ? true
      : undefined,
  );
  expect(await seenBy(member, owner)).toBe(true);
});
