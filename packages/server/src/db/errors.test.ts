import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

// What counts as "the database is out of reach" (answered 503 `unavailable`, see
// http/error-handler.ts) rather than a failed query (500). The PostgreSQL restart itself is
// exercised end to end by system/faults/postgres-restart.test.ts.

describe('isDatabaseUnavailable', () => {
  it('recognizes a refused connection from node-postgres, also wrapped as a cause', async () => {
    // Port 1 on loopback: nothing listens there.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const error = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true);
  });

  it('recognizes the shutdown and start-up states and lost connections', () => {
    const withCode = (code: string) => Object.assign(new Error('server said no'), { code });
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true); // admin_shutdown
    expect(isDatabaseUnavailable(withCode('57P03'))).toBe(true); // cannot_connect_now
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true); // connection_failure
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves failed queries and other errors alone', () => {
    const withCode = (code: string) => Object.assign(new Error('query failed'), { code });
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false); // unique_violation
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false); // undefined_table
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
