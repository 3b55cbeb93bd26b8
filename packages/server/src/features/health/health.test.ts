import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import { INSTANCE_HEADER, type Readiness } from './routes.ts';

describe('GET /api/health', () => {
  const t = useTestApp();
  const health = () => t.request({ method: 'GET', url: API_PATHS.health });
  /** The report without native push credentials (the test app has none). */
  const report = (status: string, database: string) => ({
    status,
    database,
    nativePush: { fcm: 'off', apns: 'off' },
  });

  it('reports the database up', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(report('ok', 'up'));
  });

  it('names the answering process, so a load balancer’s spread can be seen', async () => {
    const first = await health();
    const second = await health();
    expect(first.headers[INSTANCE_HEADER]).toMatch(/^[0-9a-f]{8}$/);
    expect(second.headers[INSTANCE_HEADER]).toBe(first.headers[INSTANCE_HEADER]);
  });

  it('answers 503 with the database down once it is closed', async () => {
    await t.database.close();
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(report('degraded', 'down'));
  });
});

describe('liveness and readiness', () => {
  const readiness: Readiness = { state: 'starting' };
  const t = useTestApp({ readiness });
  const get = (url: string) => t.request({ method: 'GET', url });

  it('is live at once, and ready only once main.ts says so, until it stops', async () => {
    expect((await get(API_PATHS.healthLive)).statusCode).toBe(200);
    const starting = await get(API_PATHS.healthReady);
    expect([starting.statusCode, starting.json()]).toEqual([503, { status: 'starting' }]);
    readiness.state = 'ready';
    const ready = await get(API_PATHS.healthReady);
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    readiness.state = 'stopping';
    const stopping = await get(API_PATHS.healthReady);
    expect([stopping.statusCode, stopping.json()]).toEqual([503, { status: 'stopping' }]);
    expect((await get(API_PATHS.healthLive)).statusCode).toBe(200);
  });

  it('is not ready without a database, and still live', async () => {
    readiness.state = 'ready';
    await t.database.close();
    const res = await get(API_PATHS.healthReady);
    expect([res.statusCode, res.json()]).toEqual([503, { status: 'degraded' }]);
    expect((await get(API_PATHS.healthLive)).statusCode).toBe(200);
  });
});
