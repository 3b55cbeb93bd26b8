import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { listenUrlOf, type Database } from '../db/client.ts';

// LISTEN for the events channel on whatever the app's database is. PGlite runs in this process:
// its listen() reaches every app sharing the instance. A PostgreSQL server needs a dedicated
// connection (a pooled one would be handed to queries and lose its LISTEN), on DATABASE_LISTEN_URL
// when the pool goes through pgbouncer (docs/decisions/039-read-replicas-and-a-pooler.md); it reconnects with
// backoff, and each (re)connect calls onReady so the caller reads what it may have missed.

export interface ChannelListener {
  start(handlers: { onNotify: (payload: string) => void; onReady: () => void }): Promise<void>;
  stop(): Promise<void>;
}

interface Logger {
  warn(message: string): void;
}

export function listenerFor(db: Database, channel: string, log: Logger): ChannelListener {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteListener(client, channel);
  if (client instanceof pg.Pool) {
    const listenUrl = listenUrlOf(db);
    return postgresListener(
      listenUrl ? { connectionString: listenUrl } : client.options,
      channel,
      log,
    );
  }
  // Another driver: events still reach this instance's streams (write() wakes it directly).
  return { start: async ({ onReady }) => onReady(), stop: async () => {} };
}

function pgliteListener(client: PGlite, channel: string): ChannelListener {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start({ onNotify, onReady }) {
      unlisten = await client.listen(channel, onNotify);
      onReady();
    },
    async stop() {
      if (unlisten && !client.closed) await unlisten();
      unlisten = undefined;
    },
  };
}

const MAX_BACKOFF_MS = 30_000;

function postgresListener(
  connectionOptions: pg.ClientConfig,
  channel: string,
  log: Logger,
): ChannelListener {
  let connection: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect(handlers: Parameters<ChannelListener['start']>[0]): Promise<void> {
    const client = new pg.Client(connectionOptions);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => {
      log.warn(`realtime: LISTEN connection lost (${error.message}); reconnecting`);
      reconnect(client, handlers);
    });
    client.on('end', () => reconnect(client, handlers));
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    connection = client;
    failures = 0;
    handlers.onReady();
  }

  function reconnect(client: pg.Client, handlers: Parameters<ChannelListener['start']>[0]) {
    if (stopped || connection !== client) return;
    connection = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => {});
    schedule(handlers);
  }

  function schedule(handlers: Parameters<ChannelListener['start']>[0]) {
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures++);
    retry = setTimeout(() => {
      if (stopped) return;
      connect(handlers).catch((error: unknown) => {
        log.warn(`realtime: LISTEN reconnect failed (${(error as Error).message})`);
        schedule(handlers);
      });
    }, delay);
    retry.unref();
  }

  return {
    start: (handlers) => connect(handlers),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = connection;
      connection = undefined;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
      }
    },
  };
}
