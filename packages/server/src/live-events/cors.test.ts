import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { useListeningTestApp } from '../test/app.ts';

// The shells read the event stream through their WebView's fetch, from their own origins: only
// the events route grants those origins CORS, by bearer token, never with cookies.

describe('CORS for the shells on the events route', () => {
  const t = useListeningTestApp();

  const preflight = (path: string, origin: string) =>
    t.request({
      method: 'OPTIONS',
      url: path,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,last-event-id',
      },
    });

  it.each(['capacitor://localhost', 'https://localhost'])(
    'lets %s send the bearer token and Last-Event-ID',
    async (origin) => {
      const res = await preflight(API_PATHS.events, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBe('GET');
      expect(res.headers['access-control-allow-headers']).toBe('Authorization, Last-Event-ID');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('grants nothing to other origins or other routes', async () => {
    for (const origin of ['https://evil.example', 'http://localhost', 'capacitor://evil']) {
      const res = await preflight(API_PATHS.events, origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    for (const path of [API_PATHS.me, API_PATHS.groups, '/']) {
      const res = await preflight(path, 'capacitor://localhost');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const me = await t.request({
      method: 'GET',
      url: API_PATHS.me,
      headers: { origin: 'capacitor://localhost' },
    });
    expect(me.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens the stream for a shell’s bearer session, with the origin allowed', async () => {
    const user = await t.signIn();
    const controller = new AbortController();
    const res = await fetch(`${t.baseUrl}${API_PATHS.events}`, {
      headers: { origin: 'https://localhost', authorization: `Bearer ${user.token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://localhost');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    controller.abort();
  });
});
