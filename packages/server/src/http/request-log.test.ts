import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor } from '@turnout/domain';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildGroup } from '../test/group-factories.ts';

// Some URLs carry the whole secret of a link (an invite code, a reset or confirmation token, a
// feed token): the request log never holds one, however the path is spelled.

/** A test app whose log lines are kept. */
async function loggedApp(): Promise<{ t: TestApp; log: () => string }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp({ logger: { level: 'info', stream } });
  return { t, log: () => lines.join('') };
}

/** Whether any ten characters in a row of the secret are in the text, in any case. */
function holdsPartOf(text: string, secret: string): boolean {
  const haystack = text.toLowerCase();
  for (let i = 0; i + 10 <= secret.length; i++) {
    if (haystack.includes(secret.slice(i, i + 10).toLowerCase())) return true;
  }
  return false;
}

/** Every character of the text percent-encoded. */
function encodeAll(text: string): string {
  return [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
}

describe('the request log', () => {
  it('shows invite links with the code redacted', async () => {
    const { t, log } = await loggedApp();
    try {
      const group = await buildGroup(t.db, { members: 0 });
      const anna = await t.signIn();
      const code = group.inviteCode;
      const preview = await t.request({
        method: 'GET',
        url: pathFor(API_PATHS.invite, { inviteCode: code }),
      });
      expect(preview.statusCode).toBe(200);
      const join = await t.request({
        method: 'POST',
        url: pathFor(API_PATHS.join, { inviteCode: code }),
        as: anna,
      });
      expect(join.statusCode).toBe(201);
      await t.request({ method: 'GET', url: `/join/${code}?pageReloadedAfterLogin=true` });
      await t.request({ method: 'GET', url: `/%61pi/invites/${code.toLowerCase()}` });

      expect(log()).toContain('/api/invites/[redacted]/join');
      expect(log()).toContain('/join/[redacted]?pageReloadedAfterLogin=true');
      expect(log().toUpperCase()).not.toContain(code);
    } finally {
      await t.close();
    }
  });

  it('holds no reset, confirmation or feed token, however the link is spelled', async () => {
    const { t, log } = await loggedApp();
    try {
      // A token as the server makes them (with a digit, as all but a few in a thousand have).
      const token = `${randomBytes(32).toString('base64url').slice(1)}7`;
      const spellings = [
        `/reset-password/${token}`,
        `/confirm-email/${token}`,
        `/feeds/${token}.ics`,
        `/FEEDS/${token}.ICS`,
        `/Reset-Password/${token}?from=mail`,
        `//reset-password//${token}`,
        `/reset-password%2F${token}`,
        `/%72eset-password/${token}`,
        `/reset-password/${encodeAll(token)}`,
        `/reset-password/${encodeAll(encodeAll(token))}`,
        `/reset-password/${token};x=1`,
        `/reset-password/${token}/`,
        `/confirm-email/${token.slice(0, 12)}`,
        `/groups?token=${token.slice(0, 12)}`,
        `/groups?next=${token}`,
        `/api/auth/me?${token}`,
        `/api/feeds/${token}`,
        '/api/feeds/personal',
      ];
      for (const url of spellings) await t.request({ method: 'GET', url });
      // A path-style link already mailed still opens the page.
      const page = await t.request({ method: 'GET', url: `/reset-password/${token}` });
      expect(page.statusCode).toBe(200);

      const text = log();
      expect(text.match(/"url":/g)?.length).toBeGreaterThanOrEqual(spellings.length);
      expect(text).toContain('"url":"/reset-password/[redacted]"');
      expect(text).toContain('"url":"/feeds/[redacted]"');
      expect(text).toContain('"url":"/api/feeds/personal"');
      expect(holdsPartOf(text, token)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
