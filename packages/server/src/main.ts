import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { listenForMetrics } from './metrics.ts';
import type { Readiness } from './features/health/routes.ts';
import { ConfigError, parseConfig, startupWarnings, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';

// The server entry: `node packages/server/src/main.ts` (npm start / npm run serve).
// Validates the environment, opens and migrates the database, listens, and on SIGTERM/SIGINT
// stops taking requests, lets running ones finish (for SHUTDOWN_TIMEOUT_MS at most), then closes
// the database.

const config = loadConfig();
const database = await openDatabase(config).catch(exitOnStartupError);
await database.migrate().catch(exitOnStartupError);
const readiness: Readiness = { state: 'starting' };
const app = await buildApp({
  config,
  readiness,
  db: database.db,
  logger: loggerOptions(config),
  // The one test hook a separate process can be given (system/faults/commit-then-kill.test.ts).
  testing:
    process.env.TURNOUT_TEST_HOLD_AFTER_COMMIT === '1'
      ? { holdWritesAfterCommit: true }
      : undefined,
});
app.log.info(
  database.kind === 'pglite'
    ? `database: embedded PGlite in ${config.dataDir}`
    : 'database: PostgreSQL server (DATABASE_URL)',
);
for (const warning of [...startupWarnings(config), ...database.warnings]) app.log.warn(warning);
installShutdown(app, database, config.shutdownTimeoutMs, readiness);
await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
  await database.close();
  exitOnStartupError(error);
});
if (config.metrics.port !== undefined) {
  await listenForMetrics(app, { port: config.metrics.port, host: config.host }).catch(
    exitOnStartupError,
  );
}
readiness.state = 'ready';

function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function loggerOptions(config: Config) {
  // Readable lines in a terminal, JSON lines (for log collectors) otherwise.
  return process.stdout.isTTY
    ? { level: config.logLevel, transport: { target: 'pino-pretty' } }
    : { level: config.logLevel };
}

function installShutdown(
  app: FastifyInstance,
  database: DatabaseHandle,
  timeoutMs: number,
  readiness: Readiness,
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    stopping = true;
    readiness.state = 'stopping';
    app.log.info(`${signal}: shutting down`);
    // A request that never completes (a client that stopped sending, say) must not keep the
    // instance from stopping: after the deadline its connection is closed. Its client got no
    // answer, so no write it was told of is lost.
    const deadline = setTimeout(() => {
      app.log.warn(
        `shutdown: requests still open after ${timeoutMs} ms; closing their connections`,
      );
      app.server.closeAllConnections();
    }, timeoutMs);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

function exitOnStartupError(error: unknown): never {
  console.error(
    `Turnout could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
