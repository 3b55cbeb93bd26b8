import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { apiError, json } from '../../../test/fixtures.ts';
import { getPushState, setPushState } from './push-state.ts';
import { PUBLIC_KEY, fakeBrowser, subscriptionJson } from '../testing/fake-web-push.ts';
import { base64UrlBytes, registerWebPush } from './web-push.ts';

const STORE = 'PUT /api/push/tokens';
const KEY = 'GET /api/push/vapid-public-key';

beforeEach(() => setPushState({}));
afterEach(() => setPushState({}));

describe('Web Push registration', () => {
  it('asks on a tap, subscribes with the server key and stores the token record', async () => {
    const { pushManager, notification } = fakeBrowser('default');
    const calls = stubApi({
      [KEY]: () => json(200, { publicKey: PUBLIC_KEY }),
      [STORE]: () =>
        json(200, {
          record: {
            id: 'u1_AB',
            uid: 'u1',
            fcmToken: 't',
            isSignedIn: true,
            lastSeen: '2026-03-28T10:00:00.000Z',
          },
        }),
    });

    expect(await registerWebPush({ prompt: true })).toBe('granted');
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(PUBLIC_KEY),
    });
    const token = JSON.stringify(subscriptionJson);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      token,
      platform: 'web',
      subscription: subscriptionJson,
    });
    expect(getPushState()).toEqual({ status: 'registration-successful', token });
  });

  // docs/product.md#push-registration
  it('clears the token when storing it fails, logging it', async () => {
    fakeBrowser('granted');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      [KEY]: () => json(200, { publicKey: PUBLIC_KEY }),
      [STORE]: () => apiError(500, 'internal'),
    });
    await registerWebPush({ prompt: false });
    expect(getPushState()).toEqual({ status: 'registration-successful' });
    expect(warn).toHaveBeenCalledWith('Storing the push token failed.', expect.anything());
  });

  it('logs a refused permission and does nothing else', async () => {
    const { pushManager } = fakeBrowser('default', 'denied');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const calls = stubApi({});
    expect(await registerWebPush({ prompt: true })).toBe('denied');
    expect(info).toHaveBeenCalledWith('Push permission not granted (denied).');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(getPushState()).toEqual({});
  });

  it('never asks without a tap', async () => {
    const { notification } = fakeBrowser('default');
    const calls = stubApi({});
    expect(await registerWebPush({ prompt: false })).toBe('default');
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('sets registration-failed when subscribing fails', async () => {
    const { pushManager } = fakeBrowser('granted');
    pushManager.subscribe.mockRejectedValue(new Error('push service unavailable'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ [KEY]: () => json(200, { publicKey: PUBLIC_KEY }) });
    await registerWebPush({ prompt: false });
    expect(getPushState()).toEqual({ status: 'registration-failed' });
  });

  it('keeps an existing subscription made for the same key', async () => {
    const { pushManager } = fakeBrowser('granted');
    const existing = await pushManager.subscribe();
    pushManager.subscribe.mockClear();
    pushManager.getSubscription.mockResolvedValue(existing as never);
    stubApi({
      [KEY]: () => json(200, { publicKey: PUBLIC_KEY }),
      [STORE]: () =>
        json(200, {
          record: {
            id: 'u1_AB',
            fcmToken: 't',
            isSignedIn: true,
            lastSeen: '2026-03-28T10:00:00.000Z',
          },
        }),
    });
    await registerWebPush({ prompt: false });
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(getPushState().token).toBe(JSON.stringify(subscriptionJson));
  });
});
