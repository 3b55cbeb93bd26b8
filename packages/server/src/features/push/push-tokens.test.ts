import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type PushTokenRecord } from '@turnout/domain';
import { pushTokens } from '../../db/schema-delivery.ts';
import { createTestApp, useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { hashSessionToken } from '../../http/tokens.ts';

// Registering a device for pushes: what the push token routes store, and how often they may.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').toUpperCase();

const HTTPS_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('push token records (docs/product.md#push-token-records, #push-registration)', () => {
  const t = useTestApp();

  const store = (body: unknown, as?: SignedInUser) =>
    t.request({ method: 'PUT', url: API_PATHS.pushTokens, body, as });
  const signOut = (token: string, as?: SignedInUser) =>
    t.request({ method: 'POST', url: API_PATHS.pushTokenSignOut, body: { token }, as });
  const rowOf = async (id: string) =>
    (await t.db.select().from(pushTokens).where(eq(pushTokens.id, id)))[0];

  it('stores a visitor’s token as anon_ + the uppercase SHA-256 of the token, signed out', async () => {
    const token = JSON.stringify(HTTPS_SUBSCRIPTION);
    const res = await store({ token, platform: 'web' });
    expect(res.statusCode, res.body).toBe(200);
    const record: PushTokenRecord = res.json().record;
    expect(record).toEqual({
      id: `anon_${sha256(token)}`,
      fcmToken: token,
      isSignedIn: false,
      lastSeen: expect.any(String),
    });
    expect(record.id).toMatch(/^anon_[0-9A-F]{64}$/);
    expect(await rowOf(record.id)).toMatchObject({ uid: null, subscription: HTTPS_SUBSCRIPTION });
  });

  it('stores a signed-in user’s token under their id, signed in, and marks it signed out before log-out', async () => {
    const me = await t.signIn();
    const token = 'fcm-token-' + crypto.randomUUID();
    const stored = await store({ token, platform: 'android' }, me);
    expect(stored.json().record).toEqual({
      id: `${me.user.id}_${sha256(token)}`,
      uid: me.user.id,
      fcmToken: token,
      isSignedIn: true,
      lastSeen: expect.any(String),
    });
    const firstSeen = Date.parse(stored.json().record.lastSeen);
    // Bound to the session that stored it: pushes go while that session lives.
    expect(await rowOf(stored.json().record.id)).toMatchObject({
      sessionId: hashSessionToken(me.token),
    });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await store({ token, platform: 'android' }, me);
    expect(Date.parse(again.json().record.lastSeen)).toBeGreaterThan(firstSeen);
    expect(await t.db.select().from(pushTokens).where(eq(pushTokens.uid, me.user.id))).toHaveLength(
      1,
    );

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await signOut(token, me)).statusCode).toBe(204);
    const row = await rowOf(`${me.user.id}_${sha256(token)}`);
    expect(row).toMatchObject({ isSignedIn: false, uid: me.user.id, fcmToken: token });
    expect(row!.lastSeen.getTime()).toBeGreaterThan(Date.parse(again.json().record.lastSeen));

    // Signing out a record that is not there changes nothing and does not block log-out.
    expect((await signOut('never-stored', me)).statusCode).toBe(204);
    expect((await signOut(token)).statusCode).toBe(204);
  });

  it('takes the subscription from the body or from the token’s JSON, and refuses a web token without one', async () => {
    const me = await t.signIn();
    const ok = await store(
      { token: 'opaque', platform: 'web', subscription: HTTPS_SUBSCRIPTION },
      me,
    );
    expect(ok.statusCode).toBe(200);
    for (const body of [
      { token: 'not json', platform: 'web' },
      { token: JSON.stringify({ endpoint: 'https://x.example' }), platform: 'web' },
      {
        token: 't',
        platform: 'web',
        subscription: { ...HTTPS_SUBSCRIPTION, endpoint: 'http://push.example.com/x' },
      },
      { token: '', platform: 'android' },
      { token: 't', platform: 'windows' },
      { token: 'x'.repeat(5000), platform: 'android' },
      { token: 't', platform: 'android', uid: 'someone' },
    ]) {
      const res = await store(body, me);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
    }
  });

  it('signs out another user’s record of the same device token when someone else signs in on it', async () => {
    const [first, second] = [await t.signIn(), await t.signIn()];
    const token = 'shared-device-' + crypto.randomUUID();
    await store({ token, platform: 'ios' }, first);
    await store({ token, platform: 'ios' }, second);
    expect(await rowOf(`${first.user.id}_${sha256(token)}`)).toMatchObject({ isSignedIn: false });
    expect(await rowOf(`${second.user.id}_${sha256(token)}`)).toMatchObject({ isSignedIn: true });
  });
});

describe('push token writes per client', () => {
  it('are limited, so nobody can fill the table', async () => {
    const t = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await t.request({
          method: 'PUT',
          url: API_PATHS.pushTokens,
          body: { token: `fcm-${i}`, platform: 'android' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
