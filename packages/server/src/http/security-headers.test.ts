import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// index.html's inline script (theme and language before the first paint) runs only when the
// CSP names its hash: a change to the script without the hash would leave it blocked.

const INDEX_HTML = path.resolve(import.meta.dirname, '../../../web/index.html');

describe('the Content-Security-Policy', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('allows exactly index.html’s inline scripts by their hashes', async () => {
    const html = readFileSync(INDEX_HTML, 'utf8');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src '));
    const hashes = scripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
  });
});

// A URL Fastify cannot decode is refused before routing, where no hook runs: its 400 carries the
// same headers as every other answer.
describe('the security headers', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('are on the answer to a malformed URL too', async () => {
    const normal = await t.request({ method: 'GET', url: '/api/health' });
    const names = Object.keys(normal.headers).filter(
      (name) => name.startsWith('x-') || name.includes('policy'),
    );
    expect(names).toContain('content-security-policy');
    for (const url of ['/api/%zz', '/%zz', '/assets/%E0%A4%A.js', '/feeds/%zz.ics']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
      for (const name of names.filter((n) => n !== 'x-turnout-instance')) {
        expect(res.headers[name], `${url} ${name}`).toBe(normal.headers[name]);
      }
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
