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
