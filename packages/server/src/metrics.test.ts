import { movedOn } from '@turnout/domain/testing';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor, toDay } from '@turnout/domain';
import { mailOutbox } from './db/schema-accounts.ts';
import { reminderJobs } from './db/schema-season.ts';
import { listenForMetrics } from './metrics.ts';
import { useForTests } from './test/use-for-tests.ts';
import { createTestApp } from './test/app.ts';
import { buildGroup } from './test/group-factories.ts';
import { pushingToLoopback, subscribeSession, usePushEndpoint } from './test/push-endpoint.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-03-28');

// Prometheus metrics, scraped over HTTP as Prometheus would and read with a text-format parser.

const TOKEN = 'metrics-token-0123456789';

function family(families: ParsedFamily[], name: string): ParsedFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no metric ${name} in the scrape`);
  return found;
}

const valueOf = (f: ParsedFamily, labels: Record<string, string> = {}) =>
  Number(
    f.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value,
  );

describe('metrics', () => {
  const service = usePushEndpoint();
  const t = useForTests(
    async () => {
      const testApp = await createTestApp(pushingToLoopback({ env: { METRICS_TOKEN: TOKEN } }));
      const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const metricsPort = await listenForMetrics(testApp.app, { port: 0, host: '127.0.0.1' });
      return { ...testApp, baseUrl, metricsUrl: `http://127.0.0.1:${metricsPort}` };
    },
    (app) => app.close(),
  );

  async function scrape(url = `${t.metricsUrl}/metrics`, init?: RequestInit) {
    const res = await fetch(url, init);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusTextFormat(await res.text());
  }

  it('counts requests by method, route pattern and status, with a latency histogram', async () => {
    const group = await buildGroup(t.db);
    const url = `${t.baseUrl}${pathFor(API_PATHS.group, { groupId: group.id })}`;
    await fetch(url, { headers: { authorization: `Bearer ${group.owner.token}` } });
    await fetch(url); // no session: 401
    await fetch(`${t.baseUrl}/no/such/page`);

    const families = await scrape();
    const requests = family(families, 'turnout_http_requests_total');
    expect(requests.type).toBe('COUNTER');
    const count = (status: string, route: string = API_PATHS.group) =>
      valueOf(requests, { method: 'GET', route, status_code: status });
    expect(count('200')).toBe(1);
    expect(count('401')).toBe(1);
    // An unknown path is counted under one label, never under its own URL.
    expect(count('404', 'unmatched')).toBeGreaterThanOrEqual(1);
    expect(requests.metrics.some((m) => m.labels?.route?.includes('no/such'))).toBe(false);

    // The latency histogram: its type and buckets from the scrape; its labelled series from
    // the registry (the parser folds a labelled histogram's series into one).
    const latency = family(families, 'turnout_http_request_duration_seconds');
    expect(latency.type).toBe('HISTOGRAM');
    expect(Object.keys(latency.metrics[0]!.buckets!)).toEqual(
      expect.arrayContaining(['0.005', '0.1', '10', '+Inf']),
    );
    const series = await t.app.metrics!.getSingleMetric(latency.name)!.get();
    const okCount = series.values.find(
      (v) =>
        (v as { metricName?: string }).metricName === `${latency.name}_count` &&
        v.labels.route === API_PATHS.group &&
        v.labels.status_code === '200',
    );
    expect(okCount?.value).toBe(1);
  });

  it('tells open event streams, the mail outbox, reminders due and push outcomes', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const controller = new AbortController();
    const stream = await fetch(`${t.baseUrl}${API_PATHS.events}`, {
      headers: { authorization: `Bearer ${group.owner.token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    await stream.body!.getReader().read();
    await t.db.insert(mailOutbox).values([
      {
        recipient: 'a@example.org',
        subject: 's',
        text: 't',
        html: 'h',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
      { recipient: 'b@example.org', subject: 's', text: 't', html: 'h', failedAt: new Date() },
    ]);
    await t.db.insert(reminderJobs).values({
      groupId: group.id,
      userId: member.user.id,
      day: toDay(later('2027-03-29')),
      dueAt: new Date(Date.now() - 60_000),
    });
    await subscribeSession(t.db, service, group.owner, 'owner-phone');
    await subscribeSession(t.db, service, group.owner, 'owner-laptop', { status: 500 });
    const res = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: later('2027-03-28'), state: 'present' },
      as: member,
    });
    expect(res.statusCode).toBe(200);
    await t.app.push.idle();

    const families = await scrape();
    expect(valueOf(family(families, 'turnout_event_streams_open'))).toBe(1);
    const outbox = family(families, 'turnout_mail_outbox');
    expect(valueOf(outbox, { state: 'waiting' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(outbox, { state: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(family(families, 'turnout_reminder_jobs_due'))).toBeGreaterThanOrEqual(1);
    const pushes = family(families, 'turnout_push_deliveries_total');
    expect(valueOf(pushes, { kind: 'webpush', outcome: 'delivered' })).toBe(1);
    expect(valueOf(pushes, { kind: 'webpush', outcome: 'failed' })).toBe(1);
    expect(family(families, 'nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    // The pool exists on PostgreSQL only (PGlite is one connection in the process).
    if (t.database.kind === 'postgres') {
      const pool = family(families, 'turnout_db_pool_connections');
      expect(valueOf(pool, { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(family(families, 'turnout_db_pool_max'))).toBeGreaterThan(0);
    } else {
      expect(families.map((f) => f.name)).not.toContain('turnout_db_pool_connections');
    }
    controller.abort();
  });

  it('answers on the main port only with the token, and the metrics port nothing else', async () => {
    const main = `${t.baseUrl}/metrics`;
    expect((await fetch(main)).status).toBe(401);
    expect((await fetch(main, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const families = await scrape(main, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(families.map((f) => f.name)).toContain('turnout_event_streams_open');
    expect((await fetch(`${t.metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${t.metricsUrl}${API_PATHS.health}`)).status).toBe(404);
  });

  it('are off, and /metrics an unknown page, without METRICS_PORT or METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.metrics).toBeUndefined();
      expect((await plain.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
