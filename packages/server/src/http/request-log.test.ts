import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor } from '@turnout/domain';
import { createTestApp } from '../test/app.ts';
import { buildGroup } from '../test/group-factories.ts';

// An invite code lets anyone who reads it join the group: the request log never holds one.
describe('the request log', () => {
  it('shows invite links with the code redacted', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'info', stream } });
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

      const log = lines.join('');
      expect(log).toContain('/api/invites/[redacted]/join');
      expect(log).toContain('/join/[redacted]?pageReloadedAfterLogin=true');
      expect(log.toUpperCase()).not.toContain(code);
    } finally {
      await t.close();
    }
  });
});
