import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import { INSTANCE_HEADER } from './routes.ts';

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
