import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Services } from './services.ts';

// Prometheus metrics (docs/deploy.md#metrics): off unless METRICS_PORT or METRICS_TOKEN is set.
// With a port, a second listener on it answers GET /metrics and nothing else (keep the port
// off the internet); with a token, GET /metrics on the main port asks for it as a bearer token.
// Labels are bounded: a route is its pattern (`/api/groups/:groupId`), never the raw URL.

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, when they are on (src/metrics.ts). */
    metrics: Registry | undefined;
  }
}

const metricsListeners = new WeakMap<FastifyInstance, http.Server>();

export function metricsEnabled(config: Pick<Config, 'metrics'>): boolean {
  return config.metrics.port !== undefined || config.metrics.token !== undefined;
}

/** Builds the registry, instruments the app and, with a token, serves it on the main port. */
export function registerMetrics(
  app: FastifyInstance,
  options: { config: Config; db: Database; services: Pick<Services, 'realtime' | 'push'> },
): void {
  if (!metricsEnabled(options.config)) {
    app.decorate('metrics', undefined);
    return;
  }
  const registry = new Registry();
  // Process and runtime: CPU, memory, handles, and nodejs_eventloop_lag_seconds.
  collectDefaultMetrics({ register: registry });
  instrumentRequests(app, registry);
  measureServices(registry, options.db, options.services);
  app.decorate('metrics', registry);
  // The METRICS_PORT listener, opened after the app listens, closes with it.
  app.addHook('onClose', async () => {
    const server = metricsListeners.get(app);
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const token = options.config.metrics.token;
  if (token !== undefined) {
    app.get(METRICS_PATH, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send();
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function instrumentRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'turnout_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'turnout_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // Unmatched paths (404s, scanners) share one label instead of one each.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

function measureServices(
  registry: Registry,
  db: Database,
  { realtime, push }: Pick<Services, 'realtime' | 'push'>,
): void {
  const registers = [registry];
  new Gauge({
    name: 'turnout_event_streams_open',
    help: 'Live event streams open on this instance',
    registers,
    collect() {
      this.set(realtime.streamCount);
    },
  });
  const deliveries = new Counter({
    name: 'turnout_push_deliveries_total',
    help: 'Push messages sent by this instance, by kind (webpush, fcm, apns) and outcome',
    labelNames: ['kind', 'outcome'],
    registers,
  });
  push.onOutcome = (kind, outcome) => deliveries.inc({ kind, outcome });
  // Shared by every instance (one database): the same value from each.
  new Gauge({
    name: 'turnout_mail_outbox',
    help: 'Mails in the outbox: waiting (to be sent or retried) and failed (given up)',
    labelNames: ['state'],
    registers,
    async collect() {
      const row = await firstRow<{ waiting: number; failed: number }>(
        db,
        sql`select count(*) filter (where failed_at is null)::int as waiting,
          count(*) filter (where failed_at is not null)::int as failed from mail_outbox`,
      );
      if (row) {
        this.set({ state: 'waiting' }, row.waiting);
        this.set({ state: 'failed' }, row.failed);
      }
    },
  });
  new Gauge({
    name: 'turnout_reminder_jobs_due',
    help: 'Reminders whose time has come and that no worker has sent yet',
    registers,
    async collect() {
      const row = await firstRow<{ due: number }>(
        db,
        sql`select count(*)::int as due from reminder_jobs
          where state = 'pending' and due_at <= now()`,
      );
      if (row) this.set(row.due);
    },
  });
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = client;
    new Gauge({
      name: 'turnout_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'turnout_db_pool_max',
      help: 'PostgreSQL pool: the most connections it opens',
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }
}

/** One row of a count, or undefined when the database does not answer (the scrape goes on). */
async function firstRow<T>(db: Database, query: ReturnType<typeof sql>): Promise<T | undefined> {
  try {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows[0];
  } catch {
    return undefined;
  }
}

/**
 * METRICS_PORT: a listener of its own for GET /metrics only, closed with the app. Resolves
 * with the port it listens on (METRICS_PORT=0 picks a free one, for tests).
 */
export async function listenForMetrics(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<number> {
  const registry = app.metrics;
  if (!registry) throw new Error('metrics are off');
  const server = http.createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collecting failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  metricsListeners.set(app, server);
  return (server.address() as { port: number }).port;
}
