import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { buildApp } from '../../../app.ts';
import { appSettings } from '../../../db/schema-delivery.ts';
import { createTestApp } from '../../../test/app.ts';

// The key pair that signs Web Push. Instances on one database must agree on it: a browser's
// subscription is bound to the public key it was made with.

describe('VAPID keys', () => {
  it('generates a pair once, stores it, and every instance on the database serves it', async () => {
    const t = await createTestApp();
    try {
      const get = (app = t.app) => app.inject({ method: 'GET', url: API_PATHS.pushVapidPublicKey });
      const res = await get();
      expect(res.statusCode).toBe(200);
      const { publicKey } = res.json();
      expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect((await get()).json().publicKey).toBe(publicKey);
      const second = await buildApp({ config: t.config, db: t.db });
      expect((await get(second)).json().publicKey).toBe(publicKey);
      await second.close();
      const rows = await t.db.select().from(appSettings);
      expect(rows).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('uses the keys from the environment when set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const t = await createTestApp({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: API_PATHS.pushVapidPublicKey });
      expect(res.json()).toEqual({ publicKey: keys.publicKey });
      expect(await t.db.select().from(appSettings)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
