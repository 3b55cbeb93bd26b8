import { parseConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';

/**
 * A benchmark server's configuration (loopback, a free port, no logs, plus the bench's own
 * settings) and its database, opened and migrated as main.ts does it.
 */
export async function openBenchDatabase(env: Record<string, string | undefined>) {
  const config = parseConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase(config);
  await database.migrate();
  return { config, database };
}
