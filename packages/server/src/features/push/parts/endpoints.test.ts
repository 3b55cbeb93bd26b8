import { movedOn } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor, toDay } from '@turnout/domain';
import { pushTokens } from '../../../db/schema-delivery.ts';
import { createTestApp, useTestApp } from '../../../test/app.ts';
import { storeSessionPushRecord } from '../../../test/factories.ts';
import { buildGroup } from '../../../test/group-factories.ts';
import { usePushEndpoint } from '../../../test/push-endpoint.ts';
import { isPublicAddress, isPushServiceEndpoint } from './endpoints.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-03-28');

// A push endpoint is a URL the server connects to on every change in the client's groups: only
// the push services' hosts are accepted, and never an address inside the server's network.

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('push service endpoints', () => {
  const t = useTestApp();

  const store = (endpoint: string) =>
    t.signIn().then(async (me) => ({
      me,
      res: await t.request({
        method: 'PUT',
        url: API_PATHS.pushTokens,
        body: {
          token: `t-${crypto.randomUUID()}`,
          platform: 'web',
          subscription: { endpoint, keys: KEYS },
        },
        as: me,
      }),
    }));

  it.each([
    'https://127.0.0.1:8443/push',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/push',
    'https://10.0.0.5/push',
    'https://localhost/push',
    'https://evil.example/push',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evilfcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://push.apple.com/x',
  ])('refuses %s with a clear error and stores nothing', async (endpoint) => {
    const { me, res } = await store(endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid-argument',
      message: 'The subscription’s endpoint is not one of the push services this server sends to.',
    });
    expect(await t.db.select().from(pushTokens).where(eq(pushTokens.uid, me.user.id))).toEqual([]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMtOVjtF2P',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.googleapis.com./fcm/send/x',
  ])('accepts the push service endpoint %s', async (endpoint) => {
    const { res } = await store(endpoint);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes the host list from PUSH_SERVICE_HOSTS', () => {
    const hosts = ['push.example.org', '*.push.example.net'];
    expect(isPushServiceEndpoint('https://push.example.org/x', hosts)).toBe(true);
    expect(isPushServiceEndpoint('https://a.push.example.net/x', hosts)).toBe(true);
    expect(isPushServiceEndpoint('https://push.example.net/x', hosts)).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/x', hosts)).toBe(false);
    expect(isPushServiceEndpoint('http://push.example.org/x', hosts)).toBe(false);
  });

  it('counts only public unicast addresses as public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '2002:7f00:1::1',
      '64:ff9b::7f00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['142.250.185.74', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

// The host check alone would trust a listed name that resolves inward (a DNS change, a hosts
// file, an operator's list naming an address): the address is checked when connecting.
describe('connecting to push services', () => {
  const service = usePushEndpoint();

  it.each([
    ['a listed name that resolves to loopback', 'localhost'],
    ['a listed loopback address', '127.0.0.1'],
  ])('never connects to %s', async (_case, host) => {
    const t = await createTestApp({ env: { PUSH_SERVICE_HOSTS: host } });
    try {
      const group = await buildGroup(t.db, { members: 1 });
      const sub = service.subscribe(`inward-${host}`);
      const endpoint = sub.subscription.endpoint.replace('127.0.0.1', host);
      await storeSessionPushRecord(t.db, group.owner, {
        token: sub.token,
        platform: 'web',
        subscription: { ...sub.subscription, endpoint },
      });
      const before = service.received.length + service.rejected.length;
      const res = await t.request({
        method: 'PUT',
        url: pathFor(API_PATHS.attendance, { groupId: group.id }),
        body: { day: toDay(later('2027-03-28')), state: 'present' },
        as: group.members[0]!,
      });
      expect(res.statusCode).toBe(200);
      await t.app.push.idle();
      expect(service.received.length + service.rejected.length).toBe(before);
      // Nothing was sent, but the record stays: the address may be public again later.
      expect(
        await t.db.select().from(pushTokens).where(eq(pushTokens.uid, group.owner.user.id)),
      ).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
