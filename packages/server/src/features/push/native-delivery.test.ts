import { movedOn } from '@turnout/domain/testing';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, pathFor, toDay, type AttendanceState } from '@turnout/domain';
import { ConfigError, parseConfig } from '../../config.ts';
import { pushTokens } from '../../db/schema-delivery.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startFakeApns, type FakeApns } from '../../test/fake-apns.ts';
import { startFakeFcm, type FakeFcm } from '../../test/fake-fcm.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { createNativePushSenders } from './parts/native-sender.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-03-28');

// Native push through the whole server: tokens registered by the shells' route, a member's
// change, and the fakes of FCM and APNs receiving what the services would.

describe('native push delivery (FCM, APNs)', () => {
  let t: TestApp;
  let fcm: FakeFcm;
  let apns: FakeApns;
  beforeAll(async () => {
    [fcm, apns] = await Promise.all([startFakeFcm(), startFakeApns()]);
    // The service account as a file path, as a deployment would mount it.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'turnout-fcm-')), 'account.json');
    writeFileSync(file, fcm.account.json);
    t = await createTestApp({
      env: {
        FCM_SERVICE_ACCOUNT: file,
        FCM_API_URL: fcm.apiUrl,
        FCM_TOKEN_URL: fcm.tokenUrl,
        APNS_ENVIRONMENT: 'sandbox',
        ...apns.env,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([fcm.close(), apns.close()]);
  });

  const DAY = toDay(later('2027-03-28'));
  const fcmToken = () => `fcm-${randomBytes(24).toString('base64url')}`;
  const apnsToken = () => randomBytes(32).toString('hex');

  async function register(user: SignedInUser, body: Record<string, string>) {
    const res = await t.request({ method: 'PUT', url: API_PATHS.pushTokens, body, as: user });
    expect(res.statusCode, res.body).toBe(200);
  }

  function setDay(group: TestGroup, as: SignedInUser, state: AttendanceState) {
    return t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: DAY, state },
      as,
    });
  }

  it('says in /api/health that native push is on', async () => {
    const res = await t.request({ method: 'GET', url: API_PATHS.health });
    expect(res.json()).toMatchObject({ nativePush: { fcm: 'on', apns: 'on' } });
  });

  it('stores the kind with the record and refuses a kind the platform does not use', async () => {
    const user = await t.signIn();
    const android = fcmToken();
    const iosFcm = fcmToken();
    await register(user, { token: android, platform: 'android' });
    await register(user, { token: iosFcm, platform: 'ios', kind: 'fcm' });
    const refused = await t.request({
      method: 'PUT',
      url: API_PATHS.pushTokens,
      body: { token: fcmToken(), platform: 'android', kind: 'apns' },
      as: user,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'A token for android cannot be of kind apns: expected fcm.',
    );
    const rows = await t.db.select().from(pushTokens).where(eq(pushTokens.uid, user.user.id));
    expect(rows.map((row) => [row.fcmToken, row.platform, row.kind]).sort()).toEqual(
      [
        [android, 'android', 'fcm'],
        [iosFcm, 'ios', 'fcm'],
      ].sort(),
    );
  });

  it('sends a member’s change to the others’ phones and deletes the tokens the services call dead', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 2 });
    const [actor, other] = group.members as [SignedInUser, SignedInUser];
    const ownerAndroid = fcmToken();
    const ownerIphone = apnsToken();
    const otherIphoneViaFcm = fcmToken();
    const deadAndroid = fcmToken();
    const deadIphone = apnsToken();
    const otherEnvironmentIphone = apnsToken();
    await register(group.owner, { token: ownerAndroid, platform: 'android' });
    await register(group.owner, { token: ownerIphone, platform: 'ios' });
    await register(other, { token: otherIphoneViaFcm, platform: 'ios', kind: 'fcm' });
    await register(other, { token: deadAndroid, platform: 'android' });
    await register(other, { token: deadIphone, platform: 'ios' });
    await register(other, { token: otherEnvironmentIphone, platform: 'ios' });
    await register(actor, { token: fcmToken(), platform: 'android' });
    fcm.unregister(deadAndroid);
    apns.unregister(deadIphone);
    apns.refuseToken(otherEnvironmentIphone);
    const fcmBefore = fcm.received.length;
    const apnsBefore = apns.received.length;

    expect((await setDay(group, actor, 'present')).statusCode).toBe(200);
    await t.app.push.idle();

    expect(fcm.rejected).toEqual([]);
    expect(apns.rejected).toEqual([]);
    const toFcm = fcm.received.slice(fcmBefore);
    expect(toFcm.map((m) => m.token).sort()).toEqual([ownerAndroid, otherIphoneViaFcm].sort());
    expect(toFcm[0]!.notification!.title).toBe('Gym');
    expect(toFcm[0]!.data!.targetPath).toMatch(
      new RegExp(`^/groups/${group.id}\\?activeDay=\\d+$`),
    );
    const toApns = apns.received.slice(apnsBefore);
    expect(toApns.map((r) => r.token)).toEqual([ownerIphone]);
    expect(toApns[0]!.payload.aps.alert.title).toBe('Gym');

    const left = await t.db.select({ token: pushTokens.fcmToken }).from(pushTokens);
    const tokens = left.map((row) => row.token);
    expect(tokens).toContain(ownerAndroid);
    expect(tokens).toContain(ownerIphone);
    expect(tokens).not.toContain(deadAndroid);
    expect(tokens).not.toContain(deadIphone);
    expect(tokens).not.toContain(otherEnvironmentIphone);
  });

  it('answers the change before a push the service asks to retry has gone out', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const phone = fcmToken();
    await register(group.owner, { token: phone, platform: 'android' });
    fcm.failNext(phone, { status: 503, retryAfter: '1' });

    expect((await setDay(group, group.members[0]!, 'away')).statusCode).toBe(200);
    expect(fcm.received.some((m) => m.token === phone)).toBe(false);
    await t.app.push.idle();
    expect(fcm.received.filter((m) => m.token === phone)).toHaveLength(1);
  });
});

describe('native push settings', () => {
  const log = { info: () => undefined, warn: (text: string) => void warnings.push(text) };
  const warnings: string[] = [];

  it('is off without credentials, said once at start', async () => {
    const senders = createNativePushSenders({ config: parseConfig({}).nativePush, log });
    expect(senders.status).toEqual({ fcm: 'off', apns: 'off' });
    expect(warnings).toEqual([
      'native push is off for FCM (set FCM_SERVICE_ACCOUNT) and APNs (set APNS_KEY, APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC): those devices get no pushes',
    ]);
    const target = {
      id: 'x',
      platform: 'android' as const,
      kind: 'fcm' as const,
      token: 't',
      subscription: null,
    };
    expect(await senders.fcm.send(target, {} as never)).toBe('skipped');
    expect(warnings).toHaveLength(1);
  });

  it('defaults to the real services', () => {
    const apns = apnsSettings();
    const config = parseConfig({ FCM_SERVICE_ACCOUNT: '/x.json', ...apns }).nativePush;
    expect(config.fcm).toEqual({
      serviceAccount: '/x.json',
      apiUrl: 'https://fcm.googleapis.com',
      tokenUrl: undefined,
    });
    expect(config.apns?.url).toBe('https://api.push.apple.com');
    expect(parseConfig({ ...apns, APNS_ENVIRONMENT: 'sandbox' }).nativePush.apns?.url).toBe(
      'https://api.sandbox.push.apple.com',
    );
  });

  it.each([
    [{ APNS_KEY_ID: 'ABC123DEFG' }, 'set all of them or none'],
    [{ APNS_TEAM_ID: 'short' }, 'APNS_TEAM_ID'],
    [{ FCM_API_URL: 'ftp://fcm' }, 'FCM_API_URL'],
  ])('refuses %j', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it.each([
    [{ FCM_SERVICE_ACCOUNT: '/nowhere/account.json' }, 'FCM_SERVICE_ACCOUNT: neither'],
    [{ FCM_SERVICE_ACCOUNT: '{"type":"user"}' }, 'FCM_SERVICE_ACCOUNT: not a service account'],
    [{ ...apnsSettings(), APNS_KEY: '-----BEGIN PRIVATE KEY-----\nxx' }, 'APNS_KEY: not a PEM'],
  ])('stops the server on unusable credentials %#', (env, message) => {
    const config = parseConfig(env).nativePush;
    expect(() => createNativePushSenders({ config, log })).toThrow(message);
  });
});

// A credential that is neither inline nor a file may be the secret itself in a form we do not
// take (base64, a PEM without its header): the error names the variable, never the value.
describe('an unusable credential in the start-up error', () => {
  const secret = 'c2VjcmV0LXNlcnZpY2UtYWNjb3VudC1rZXk';
  it.each([
    [{ FCM_SERVICE_ACCOUNT: secret }, 'FCM_SERVICE_ACCOUNT'],
    [{ ...apnsSettings(), APNS_KEY: `MIGTAgEAMBMGByqGSM49${secret}` }, 'APNS_KEY'],
  ])('is named, not shown %#', (env, name) => {
    const config = parseConfig(env).nativePush;
    let message = '';
    try {
      createNativePushSenders({ config, log: { info: () => undefined, warn: () => undefined } });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^${name}: `));
    expect(message).not.toContain(secret);
  });
});

/** APNs settings of the right shape (the key is never used). */
function apnsSettings() {
  return {
    APNS_KEY: '/keys/AuthKey_ABC123DEFG.p8',
    APNS_KEY_ID: 'ABC123DEFG',
    APNS_TEAM_ID: 'TEAM123456',
    APNS_TOPIC: 'app.turnout',
  };
}
