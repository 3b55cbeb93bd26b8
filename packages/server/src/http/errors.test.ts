import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { createTestApp } from '../test/app.ts';
import { uniqueEmail } from '../test/factories.ts';

describe('errors and logs', () => {
  it('answers an internal failure with a generic 500 that hides the cause', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.signUp,
      body: { name: 'Anna', email: uniqueEmail(), password: 'secret1' },
    });
    await t.close();

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong on our side. Please try again later.',
      },
    });
    expect(res.body).not.toMatch(/pglite|postgres|insert|closed|stack/i);
  });

  it('never writes passwords or hashes to the log, even when a request fails', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'trace', stream } });
    const email = uniqueEmail();
    const password = 'pa55word-in-the-log?';
    await t.request({
      method: 'POST',
      url: API_PATHS.signUp,
      body: { name: 'Anna', email, password },
    });
    await t.request({ method: 'POST', url: API_PATHS.logIn, body: { email, password } });
    await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email, password: `${password}x` },
    });
    await t.database.close();
    const failed = await t.request({
      method: 'POST',
      url: API_PATHS.signUp,
      body: { name: 'B', email: uniqueEmail(), password },
    });
    await t.close();

    expect(failed.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).not.toContain(password);
    expect(log).not.toContain('$argon2id$');
  });
});
