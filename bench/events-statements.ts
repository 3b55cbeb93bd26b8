import pg from 'pg';

// Where PostgreSQL's time goes in the cluster benchmark (events-cluster.ts, BENCH_PG_STATEMENTS=1):
// pg_stat_statements, loaded only then (it costs a little on every statement), reset before the
// writes and read after them, per change written.

/** The server settings that load pg_stat_statements. */
export const STATEMENT_SETTINGS = ['shared_preload_libraries=pg_stat_statements'];

export async function resetStatements(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  });
}

/** Prints the statements that took the most time since the reset, per change written. */
export async function printStatements(url: string, changes: number): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{
      query: string;
      calls: string;
      total: number;
      mean: number;
    }>(
      `select query, calls, total_exec_time as total, mean_exec_time as mean
       from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
       order by total_exec_time desc limit 8`,
    );
    const all = await client.query<{ calls: string; total: number }>(
      `select sum(calls) as calls, sum(total_exec_time) as total from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())`,
    );
    const sum = all.rows[0]!;
    console.log(
      `PostgreSQL: ${(Number(sum.calls) / changes).toFixed(1)} statements and ` +
        `${(sum.total / changes).toFixed(2)} ms of execution per change; the most costly:`,
    );
    for (const row of rows) {
      console.log(
        `  ${(Number(row.calls) / changes).toFixed(2)}/change, ${row.mean.toFixed(3)} ms each, ` +
          `${((row.total / sum.total) * 100).toFixed(0)} %: ${row.query.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
    }
  });
}

async function withClient(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
