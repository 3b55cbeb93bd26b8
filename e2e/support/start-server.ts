// Starts the server for the browser journeys on a fresh data directory, seeded with the accounts
// in seed-data.ts through the same mutations the app and the admin command use.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseConfig } from '../../packages/server/src/config.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { signUp, setAccountDisabled } from '../../packages/server/src/features/auth/mutations.ts';
import { startMailCatcher } from './mailbox.ts';
import { DISABLED_USER } from './seed-data.ts';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
await rm(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Two browser projects sign up and log in hundreds of times from one address.
  AUTH_RATE_LIMIT_PER_CLIENT: '100000',
  RESET_LIMIT_PER_CLIENT: '100000',
  // Mails go over SMTP to a mailbox the journeys read (mailbox.ts).
  SMTP_URL: await startMailCatcher(),
};
const config = parseConfig(env);

const database = await openDatabase(config);
await database.migrate();
await signUp(database.db, DISABLED_USER, { sessionTtlMs: 60_000 });
await setAccountDisabled(database.db, DISABLED_USER.email, true);
await database.close();

Object.assign(process.env, env);
await import('../../packages/server/src/main.ts');
