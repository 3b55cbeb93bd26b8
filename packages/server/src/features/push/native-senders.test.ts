import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '@turnout/domain';
import { createFakeServiceAccount } from '../../test/fake-fcm.ts';
import { startFakeApns, type FakeApns } from '../../test/fake-apns.ts';
import { startFakeFcm, type FakeFcm } from '../../test/fake-fcm.ts';
import { createApnsSender } from './parts/apns-sender.ts';
import { createFcmSender } from './parts/fcm-sender.ts';
import { loadApnsCredentials, loadFcmCredentials } from './parts/native-credentials.ts';
import type { RetryPolicy } from './parts/retry.ts';
import type { PushTarget } from './parts/sender.ts';

// Each sender against its fake, which verifies what the real service verifies.

const message: PushMessage = {
  title: 'Gym',
  body: 'Anna will attend Gym on Sonntag, 29. März 2026.',
  targetPath: '/groups/7f1c7a52-0a1b-4c55-9a44-3b3f1d1e2c3d?activeDay=1774735200000',
  groupId: '7f1c7a52-0a1b-4c55-9a44-3b3f1d1e2c3d',
  timestamp: 1774735200000,
  attendance: true,
};

/** Waits recorded instead of slept; random 1 makes the backoff exact. */
function recordingPolicy(): RetryPolicy & { waits: number[] } {
  const waits: number[] = [];
  return {
    attempts: 4,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    random: () => 1,
    sleep: async (ms) => void waits.push(ms),
    waits,
  };
}

const warnings: string[] = [];
const log = { warn: (text: string) => void warnings.push(text) };

const target = (token: string, kind: PushTarget['kind']): PushTarget => ({
  id: `u_${token}`,
  platform: kind === 'apns' ? 'ios' : 'android',
  kind,
  token,
  subscription: null,
});

describe('FCM HTTP v1 sender', () => {
  let fcm: FakeFcm;
  let policy: ReturnType<typeof recordingPolicy>;
  const sender = (serviceAccount = fcm.account.json) =>
    createFcmSender({
      credentials: loadFcmCredentials({
        serviceAccount,
        apiUrl: fcm.apiUrl,
        tokenUrl: fcm.tokenUrl,
      }),
      retry: policy,
      log,
    });
  beforeAll(async () => {
    fcm = await startFakeFcm();
  });
  afterAll(() => fcm.close());
  const token = () => `fcm-${randomBytes(16).toString('hex')}`;

  it('sends a v1 message with the notification, data.targetPath, channel and collapse key', async () => {
    policy = recordingPolicy();
    const send = sender();
    const exchanges = fcm.tokenExchanges;
    const first = token();
    expect(await send.send(target(first, 'fcm'), message)).toBe('delivered');
    expect(await send.send(target(token(), 'fcm'), message)).toBe('delivered');
    expect(fcm.rejected).toEqual([]);
    // One token exchange serves both messages.
    expect(fcm.tokenExchanges - exchanges).toBe(1);
    expect(fcm.received.find((m) => m.token === first)).toEqual({
      token: first,
      notification: { title: 'Gym', body: message.body },
      data: {
        targetPath: message.targetPath,
        groupId: message.groupId,
        timestamp: '1774735200000',
        attendance: 'true',
      },
      android: {
        collapse_key: `${message.groupId}-1774735200000`,
        priority: 'HIGH',
        ttl: '86400s',
        notification: { channel_id: 'attendance', tag: `${message.groupId}-1774735200000` },
      },
    });
  });

  it('reports an unregistered token gone', async () => {
    policy = recordingPolicy();
    const dead = token();
    fcm.unregister(dead);
    expect(await sender().send(target(dead, 'fcm'), message)).toBe('gone');
    expect(policy.waits).toEqual([]);
  });

  it('retries 429 and 503, waiting as Retry-After says, else backing off', async () => {
    policy = recordingPolicy();
    const busy = token();
    fcm.failNext(busy, { status: 429, retryAfter: '7' }, { status: 503 }, { status: 503 });
    expect(await sender().send(target(busy, 'fcm'), message)).toBe('delivered');
    expect(policy.waits).toEqual([7000, 2000, 4000]);
    expect(fcm.received.filter((m) => m.token === busy)).toHaveLength(1);
  });

  it('gives up after its tries, or at once when asked to wait too long', async () => {
    policy = recordingPolicy();
    const down = token();
    fcm.failNext(down, ...Array.from({ length: 4 }, () => ({ status: 503 })));
    expect(await sender().send(target(down, 'fcm'), message)).toBe('failed');
    expect(policy.waits).toHaveLength(3);

    policy = recordingPolicy();
    const slow = token();
    fcm.failNext(slow, { status: 429, retryAfter: '3600' });
    expect(await sender().send(target(slow, 'fcm'), message)).toBe('failed');
    expect(policy.waits).toEqual([]);
    expect(warnings.at(-1)).toBe('FCM: gave up on a push (asked to wait 3600 s)');
  });

  it('fetches a new access token when the old one is refused', async () => {
    policy = recordingPolicy();
    const send = sender();
    expect(await send.send(target(token(), 'fcm'), message)).toBe('delivered');
    const exchanges = fcm.tokenExchanges;
    fcm.revokeAccessTokens();
    const rejectedBefore = fcm.rejected.length;
    expect(await send.send(target(token(), 'fcm'), message)).toBe('delivered');
    expect(fcm.tokenExchanges).toBe(exchanges + 1);
    fcm.rejected.splice(rejectedBefore);
  });

  it('is refused a token for an assertion signed by another key', async () => {
    policy = recordingPolicy();
    const other = createFakeServiceAccount(fcm.account.projectId, fcm.account.clientEmail);
    await expect(sender(other.account.json).send(target(token(), 'fcm'), message)).rejects.toThrow(
      'FCM token exchange answered 400 invalid_grant',
    );
    expect(fcm.rejected.splice(0)).toEqual([expect.stringMatching(/^token: /)]);
  });
});

describe('APNs HTTP/2 sender', () => {
  let apns: FakeApns;
  let policy: ReturnType<typeof recordingPolicy>;
  const sender = (env: Partial<FakeApns['env']> = {}) => {
    const settings = { ...apns.env, ...env };
    return createApnsSender({
      credentials: loadApnsCredentials({
        key: settings.APNS_KEY,
        keyId: settings.APNS_KEY_ID,
        teamId: settings.APNS_TEAM_ID,
        topic: settings.APNS_TOPIC,
        environment: 'sandbox',
        url: settings.APNS_URL,
      }),
      retry: policy,
      log,
    });
  };
  beforeAll(async () => {
    apns = await startFakeApns();
  });
  afterAll(() => apns.close());
  const token = () => randomBytes(32).toString('hex');

  it('posts the alert with a provider token, topic, push type and priority, on one connection', async () => {
    policy = recordingPolicy();
    const send = sender();
    const connections = apns.connections;
    const first = token();
    expect(await send.send(target(first, 'apns'), message)).toBe('delivered');
    expect(await send.send(target(token(), 'apns'), message)).toBe('delivered');
    send.close();
    expect(apns.rejected).toEqual([]);
    expect(apns.connections - connections).toBe(1);
    const request = apns.received.find((r) => r.token === first)!;
    expect(request.headers).toMatchObject({
      'apns-topic': 'app.turnout',
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-collapse-id': `${message.groupId}-1774735200000`,
      'apns-expiration': expect.stringMatching(/^\d+$/),
    });
    expect(request.payload).toEqual({
      aps: { alert: { title: 'Gym', body: message.body }, sound: 'default' },
      targetPath: message.targetPath,
      groupId: message.groupId,
      timestamp: 1774735200000,
      attendance: true,
    });
  });

  // 410 Unregistered: the app is gone from the device; 400 BadDeviceToken: the token is not one
  // of this environment's. Neither token takes a push again, so both are gone, without retries.
  it.each([
    ['410 Unregistered', (dead: string) => apns.unregister(dead)],
    ['400 BadDeviceToken', (dead: string) => apns.refuseToken(dead)],
  ])('reports a device token answered %s gone', async (_answer, kill) => {
    policy = recordingPolicy();
    const send = sender();
    const dead = token();
    kill(dead);
    expect(await send.send(target(dead, 'apns'), message)).toBe('gone');
    expect(policy.waits).toEqual([]);
    send.close();
  });

  it('retries 429 as Retry-After says', async () => {
    policy = recordingPolicy();
    const send = sender();
    const busy = token();
    apns.failNext(busy, { status: 429, retryAfter: '3' }, { status: 503 });
    expect(await send.send(target(busy, 'apns'), message)).toBe('delivered');
    expect(policy.waits).toEqual([3000, 2000]);
    send.close();
  });

  it('is refused with another key or topic, and does not retry that', async () => {
    policy = recordingPolicy();
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const wrongKey = sender({
      APNS_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    });
    expect(await wrongKey.send(target(token(), 'apns'), message)).toBe('failed');
    wrongKey.close();
    const wrongTopic = sender({ APNS_TOPIC: 'app.other' });
    expect(await wrongTopic.send(target(token(), 'apns'), message)).toBe('failed');
    wrongTopic.close();
    expect(apns.rejected.splice(0)).toEqual(['InvalidProviderToken', 'TopicDisallowed']);
    expect(policy.waits).toEqual([]);
  });
});
