import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { pushTokens } from '../../db/schema-delivery.ts';
import { useTestApp } from '../../test/app.ts';
import {
  pruneUnusedPushTokens,
  signOutPushToken,
  storePushToken,
  UNUSED_PUSH_TOKEN_DAYS,
} from './mutations.ts';
import { hashSessionToken } from '../../http/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Records nobody is pushed to (a visitor's, a signed-out one) go after UNUSED_PUSH_TOKEN_DAYS
// without a visit; a signed-in device's record stays however long it was quiet.
describe('pruning unused push token records', () => {
  const t = useTestApp();

  it('deletes visitors’ and signed-out records not seen for the period, and nothing else', async () => {
    const now = new Date('2027-06-01T12:00:00Z');
    const long = new Date(now.getTime() - (UNUSED_PUSH_TOKEN_DAYS + 1) * DAY_MS);
    const lately = new Date(now.getTime() - (UNUSED_PUSH_TOKEN_DAYS - 1) * DAY_MS);
    const anna = await t.signIn();
    const store = (uid: string | undefined, token: string, when: Date) =>
      storePushToken(t.db, {
        uid,
        sessionId: uid ? hashSessionToken(anna.token) : undefined,
        token,
        platform: 'android',
        subscription: undefined,
        now: when,
      });

    await store(undefined, 'visitor-long-ago', long);
    await store(undefined, 'visitor-lately', lately);
    await store(anna.user.id, 'signed-out-long-ago', long);
    await signOutPushToken(t.db, { uid: anna.user.id, token: 'signed-out-long-ago', now: long });
    await store(anna.user.id, 'signed-in-long-ago', long);
    // Registered by a session that has ended since (the record keeps no session): unused too.
    await storePushToken(t.db, {
      uid: anna.user.id,
      token: 'session-ended-long-ago',
      platform: 'android',
      subscription: undefined,
      now: long,
    });

    expect(await pruneUnusedPushTokens(t.db, now)).toBe(3);

    const left = await t.db.select({ token: pushTokens.fcmToken }).from(pushTokens);
    expect(left.map((row) => row.token).sort()).toEqual(['signed-in-long-ago', 'visitor-lately']);
    // A second run finds nothing more.
    expect(await pruneUnusedPushTokens(t.db, now)).toBe(0);
  });

  it('prunes when an instance starts (and every few hours after)', async () => {
    const long = new Date(Date.now() - (UNUSED_PUSH_TOKEN_DAYS + 1) * DAY_MS);
    await storePushToken(t.db, {
      uid: undefined,
      token: 'visitor-before-start',
      platform: 'ios',
      subscription: undefined,
      now: long,
    });
    const instance = await buildApp({ config: t.config, db: t.db });
    try {
      await expect
        .poll(async () => {
          const rows = await t.db
            .select()
            .from(pushTokens)
            .where(eq(pushTokens.fcmToken, 'visitor-before-start'));
          return rows.length;
        })
        .toBe(0);
    } finally {
      await instance.close();
    }
  });
});
