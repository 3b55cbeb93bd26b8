import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { attachReplicas, type ReplicaSet } from '../db/replicas.ts';
import { lagTolerantReader, READ_AFTER_COOKIE, registerReadYourWrites } from './read-routing.ts';

// Read-your-writes (docs/decisions/039-read-replicas-and-a-pooler.md): a member's write leaves its
// WAL position with the session (memory, and a cookie for the other instances), and their next
// read asks for a replica that has replayed it. The replicas here are a stand-in that says which
// position it was asked for; system/scaling/replica.test.ts runs real ones.

function setup() {
  const primary = { name: 'primary' } as unknown as Database;
  const replica = { name: 'replica' } as unknown as Database;
  const asked: (bigint | undefined)[] = [];
  let position = 0x1_0000_0010n;
  const replicas = {
    reader(after?: bigint) {
      asked.push(after);
      return after === undefined || after <= 0x1_0000_0010n ? replica : undefined;
    },
    primaryPosition: async () => position,
  };
  attachReplicas(primary, replicas as unknown as ReplicaSet);
  const app = Fastify();
  void app.register(cookie);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const session = request.headers['x-session'];
    if (typeof session === 'string') request.auth = { sessionId: session } as never;
  });
  registerReadYourWrites(app, primary, { secure: false });
  app.post('/write', async () => ({ ok: true }));
  app.get('/read', async (request) => ({
    from: (lagTolerantReader(primary, request) as unknown as { name: string }).name,
  }));
  return { app, asked, advance: (to: bigint) => (position = to) };
}

describe('read-your-writes', () => {
  it('reads from a replica that has the member’s own last write, else from the primary', async () => {
    const { app, asked, advance } = setup();
    const read = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/read', headers }).then((r) => r.json().from);

    expect(await read({ 'x-session': 'a' })).toBe('replica');
    advance(0x1_0000_0020n);
    const write = await app.inject({
      method: 'POST',
      url: '/write',
      headers: { 'x-session': 'a' },
    });
    const setCookie = String(write.headers['set-cookie']);
    expect(setCookie).toContain(`${READ_AFTER_COOKIE}=1/20`);
    expect(setCookie).toContain('HttpOnly');

    // The same instance remembers it by session; another instance learns it from the cookie.
    expect(await read({ 'x-session': 'a' })).toBe('primary');
    expect(await read({ 'x-session': 'b' })).toBe('replica');
    expect(await read({ 'x-session': 'c', cookie: `${READ_AFTER_COOKIE}=1/20` })).toBe('primary');
    expect(asked).toEqual([undefined, 0x1_0000_0020n, undefined, 0x1_0000_0020n]);
  });

  it('remembers nothing for a write that failed or a caller without a session', async () => {
    const { app, asked } = setup();
    app.post('/fail', async (_request, reply) => reply.code(400).send({}));
    const failed = await app.inject({
      method: 'POST',
      url: '/fail',
      headers: { 'x-session': 'a' },
    });
    expect(failed.headers['set-cookie']).toBeUndefined();
    const anonymous = await app.inject({ method: 'POST', url: '/write' });
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    await app.inject({ method: 'GET', url: '/read', headers: { 'x-session': 'a' } });
    expect(asked).toEqual([undefined]);
  });
});
