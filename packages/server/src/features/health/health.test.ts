import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import { INSTANCE_HEADER } from './routes.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('reports the database up', async () => {
    const res = await t.request({ method: 'GET', url: API_PATHS.health });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      nativePush: { fcm: 'off', apns: 'off' },
    });
  });

  it('names the answering process, so a load balancer’s spread can be seen', async () => {
    const first = await t.request({ method: 'GET', url: API_PATHS.health });
    const second = await t.request({ method: 'GET', url: API_PATHS.health });
    expect(first.headers[INSTANCE_HEADER]).toMatch(/^[0-9a-f]{8}$/);
    expect(second.headers[INSTANCE_HEADER]).toBe(first.headers[INSTANCE_HEADER]);
  });

  it('answers 503 with the database down once it is closed', async () => {
    await t.database.close();
    const res = await t.request({ method: 'GET', url: API_PATHS.health });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'degraded',
      database: 'down',
      nativePush: { fcm: 'off', apns: 'off' },
    });
  });
});
