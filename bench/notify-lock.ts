import os from 'node:os';
import pg from 'pg';
import { startPostgresServer } from '../system/support/postgres-server.ts';
import { printTable } from './table.ts';

// Where commits that NOTIFY serialise (docs/scaling.md, docs/performance.md "Live events past the
// NOTIFY lock"): on a private PostgreSQL cluster with fsync on, `clients` connections each commit
// small transactions as fast as they can for a few seconds, each inserting a row like a stored
// live event, with and without a pg_notify in the transaction. Without it, concurrent commits
// share their WAL flushes (group commit) and throughput grows with clients; with it, PostgreSQL
// holds its global NOTIFY lock from the commit's start to its end, so one commit (and its flush)
// runs at a time and throughput stays at about one flush per commit.
//
//   npm run bench:notify-lock [-- --seconds 2 --clients 1,4,16,48]

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const SECONDS = Number(option('seconds') ?? 2);
const CLIENTS = (option('clients') ?? '1,4,16,48').split(',').map(Number);

const server = await startPostgresServer();
try {
  const url = await server.createDatabase('notify_lock');
  const setup = new pg.Client(url);
  await setup.connect();
  await setup.query(
    'create table events (id bigint generated always as identity primary key, payload jsonb)',
  );
  await setup.end();

  const loadBefore = os.loadavg()[0]!;
  const rows: string[][] = [];
  for (const clients of CLIENTS) {
    const plain = await run(url, clients, false);
    const notifying = await run(url, clients, true);
    rows.push([
      String(clients),
      plain.toFixed(0),
      notifying.toFixed(0),
      `${((notifying / plain) * 100).toFixed(0)} %`,
    ]);
  }
  console.log(`\nCommits per second, ${SECONDS} s each, fsync on (${os.cpus().length} cores)\n`);
  printTable(['clients', 'insert', 'insert + pg_notify', 'with NOTIFY'], rows);
  console.log(`\nload average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`);
} finally {
  await server.destroy();
}

async function run(url: string, clients: number, notify: boolean): Promise<number> {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client(url);
      await client.connect();
      return client;
    }),
  );
  const text = notify
    ? `with e as (insert into events (payload) values ('{"type":"x"}') returning id)
       select pg_notify('bench', max(id)::text) from e`
    : `insert into events (payload) values ('{"type":"x"}')`;
  let commits = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    connections.map(async (client) => {
      while (performance.now() < until) {
        await client.query(text);
        commits++;
      }
    }),
  );
  await Promise.all(connections.map((client) => client.end()));
  return commits / SECONDS;
}
