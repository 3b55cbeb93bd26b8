import { movedOn } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  formatFullDay,
  pathFor,
  pushMessageSchema,
  startOfDayMs,
  toDay,
  type AttendanceState,
} from '@turnout/domain';
import { pushTokens } from '../../db/schema-delivery.ts';
import { sessions } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { storeSessionPushRecord, type SignedInUser } from '../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { PUSH_TO_LOOPBACK, subscribeSession, usePushEndpoint } from '../../test/push-endpoint.ts';
import { setAccountDisabled } from '../auth/mutations.ts';
import { hashSessionToken } from '../../http/tokens.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-03-28');

// Web Push end to end: a member's change, and the loopback push service receiving what a
// browser's push service would.

describe('push delivery (Web Push, VAPID, RFC 8291)', () => {
  const t = useTestApp(PUSH_TO_LOOPBACK);
  const service = usePushEndpoint();

  const DAY = toDay(later('2027-03-28'));

  async function setDay(group: TestGroup, as: SignedInUser, state: AttendanceState) {
    const res = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: DAY, state },
      as,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.push.idle();
  }

  const subscribe = (user: SignedInUser, name: string, status?: number) =>
    subscribeSession(t.db, service, user, name, { status });

  it('sends each recipient’s signed-in subscriptions the change, signed and encrypted', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 1 });
    const member = group.members[0]!;
    await t.db
      .update((await import('../../db/schema.ts')).users)
      .set({ displayName: 'Anna' })
      .where(eq((await import('../../db/schema.ts')).users.id, member.user.id));
    await subscribe(group.owner, 'owner-phone');
    await subscribe(group.owner, 'owner-laptop');
    await subscribe(member, 'actor-phone');
    const before = service.received.length;

    await setDay(group, member, 'present');
    const received = (await service.waitFor(before + 2)).slice(before);
    expect(service.rejected).toEqual([]);
    expect(received.map((push) => push.subscriptionName).sort()).toEqual([
      'owner-laptop',
      'owner-phone',
    ]);
    const publicKey = (
      await t.app.inject({ method: 'GET', url: API_PATHS.pushVapidPublicKey })
    ).json().publicKey;
    const timestamp = startOfDayMs(DAY, 'Europe/Berlin');
    for (const push of received) {
      expect(push.vapidKey).toBe(publicKey);
      expect(push.claims.sub).toBe('mailto:webmaster@localhost');
      expect(push.ttl).toBe('86400');
      expect(pushMessageSchema.parse(push.message)).toEqual({
        title: 'Gym',
        body: `Anna will attend Gym on ${formatFullDay(DAY, 'de')}.`,
        targetPath: `/groups/${group.id}?activeDay=${timestamp}`,
        groupId: group.id,
        timestamp,
        attendance: true,
      });
    }

    await setDay(group, member, 'away');
    await setDay(group, member, 'undecided');
    const bodies = service.received
      .slice(before + 2)
      .map((push) => (push.message as { body: string }).body);
    expect(bodies).toEqual([
      `Anna will not attend Gym on ${formatFullDay(DAY, 'de')}.`,
      `Anna will not attend Gym on ${formatFullDay(DAY, 'de')}.`,
      `Anna withdrew their answer for Gym on ${formatFullDay(DAY, 'de')}.`,
      `Anna withdrew their answer for Gym on ${formatFullDay(DAY, 'de')}.`,
    ]);
  });

  it('sends nothing to signed-out records, muted members or native tokens', async () => {
    const group = await buildGroup(t.db, { members: 3 });
    const [actor, muter, signedOut] = group.members as [SignedInUser, SignedInUser, SignedInUser];
    await subscribe(muter, 'muter');
    const gone = await subscribe(signedOut, 'signed-out');
    await t.request({
      method: 'POST',
      url: API_PATHS.pushTokenSignOut,
      body: { token: gone.token },
      as: signedOut,
    });
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupMute, { groupId: group.id }),
      body: { muted: true },
      as: muter,
    });
    await storeSessionPushRecord(t.db, group.owner, {
      token: 'fcm-' + crypto.randomUUID(),
      platform: 'android',
    });
    const before = service.received.length;
    await setDay(group, actor, 'present');
    expect(service.received.length).toBe(before);
    expect(service.rejected).toEqual([]);
  });

  it('deletes a subscription the push service reports gone (404/410), keeps one that failed', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const gone = await subscribe(group.owner, 'gone-410', 410);
    const missing = await subscribe(group.owner, 'gone-404', 404);
    const broken = await subscribe(group.owner, 'broken-500', 500);
    await setDay(group, group.members[0]!, 'present');
    const ids = (
      await t.db.select().from(pushTokens).where(eq(pushTokens.uid, group.owner.user.id))
    ).map((row) => row.fcmToken);
    expect(ids).toEqual([broken.token]);
    expect(ids).not.toContain(gone.token);
    expect(ids).not.toContain(missing.token);
  });

  // Pushes belong to the session that registered the device, and to an enabled account.
  describe('only to live sessions of enabled accounts', () => {
    async function deliveredTo(names: string[], act: () => Promise<void>) {
      const before = service.received.length;
      await act();
      return service.received
        .slice(before)
        .map((push) => push.subscriptionName)
        .filter((name) => names.includes(name))
        .sort();
    }

    it('sends nothing to a disabled account’s devices', async () => {
      const group = await buildGroup(t.db, { members: 2 });
      const [actor, other] = group.members as [SignedInUser, SignedInUser];
      await subscribe(group.owner, 'disabled-owner');
      await subscribe(other, 'enabled-member');
      await setAccountDisabled(t.db, group.owner.user.email, true);
      const names = ['disabled-owner', 'enabled-member'];
      expect(await deliveredTo(names, () => setDay(group, actor, 'present'))).toEqual([
        'enabled-member',
      ]);
      // Enabled again, the old session stays ended: a new log-in registers the device anew.
      await setAccountDisabled(t.db, group.owner.user.email, false);
      expect(await deliveredTo(names, () => setDay(group, actor, 'away'))).toEqual([
        'enabled-member',
      ]);
    });

    it('stops when the registering session logs out elsewhere, and keeps the other devices', async () => {
      const group = await buildGroup(t.db, { members: 1 });
      const laptop = await t.signIn({ user: group.owner });
      await subscribe(group.owner, 'phone');
      await subscribe(laptop, 'laptop');
      const out = await t.request({ method: 'POST', url: API_PATHS.logOut, as: laptop });
      expect(out.statusCode).toBe(204);
      const names = ['phone', 'laptop'];
      expect(await deliveredTo(names, () => setDay(group, group.members[0]!, 'present'))).toEqual([
        'phone',
      ]);
    });

    it('stops when the registering session expires or goes idle', async () => {
      const group = await buildGroup(t.db, { members: 1 });
      const expiring = await t.signIn({ user: group.owner, sessionTtlMs: 1000 });
      const idle = await t.signIn({ user: group.owner });
      await subscribe(expiring, 'expiring');
      await subscribe(idle, 'idle');
      await subscribe(group.owner, 'in-use');
      const longAgo = new Date(Date.now() - t.config.sessionIdleTimeoutMs - 60_000);
      await t.db
        .update(sessions)
        .set({ lastSeenAt: longAgo })
        .where(eq(sessions.id, hashSessionToken(idle.token)));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const names = ['expiring', 'idle', 'in-use'];
      expect(await deliveredTo(names, () => setDay(group, group.members[0]!, 'present'))).toEqual([
        'in-use',
      ]);
    });

    it('keeps at most 10 records per user, replacing the one seen longest ago', async () => {
      const group = await buildGroup(t.db, { members: 1 });
      const start = Date.now() - 60_000;
      for (let i = 0; i < 12; i++) {
        await subscribeSession(t.db, service, group.owner, `device-${i}`, {
          now: new Date(start + i * 1000),
        });
      }
      const rows = await t.db
        .select()
        .from(pushTokens)
        .where(eq(pushTokens.uid, group.owner.user.id));
      expect(rows).toHaveLength(10);
      const names = Array.from({ length: 12 }, (_, i) => `device-${i}`);
      const delivered = await deliveredTo(names, () => setDay(group, group.members[0]!, 'present'));
      expect(delivered).toEqual(names.slice(2).sort());
    });
  });
});
