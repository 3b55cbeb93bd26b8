import { describe, expect, it, vi } from 'vitest';
import { createFakeNativeBridge } from '../../test/fake-native-bridge.ts';
import { webBridge } from './web-bridge.ts';
import {
  getPushToken,
  registerNativePush,
  type PushRegistrationState,
} from './push-registration.ts';

function collect() {
  const states: PushRegistrationState[] = [];
  return { states, onChange: (state: PushRegistrationState) => states.push(state) };
}

describe('native push registration', () => {
  it('stores the reported token and keeps it (registration-successful)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bridge = createFakeNativeBridge('android');
    const storeToken = vi.fn(async () => undefined);
    const { states, onChange } = collect();
    await registerNativePush(bridge, storeToken, onChange);

    bridge.pushEvents().onRegistration('fcm-token-1');
    await Promise.resolve();
    expect(storeToken).toHaveBeenCalledWith('fcm-token-1');
    expect(states.at(-1)).toEqual({ status: 'registration-successful', token: 'fcm-token-1' });
    expect(getPushToken()).toBe('fcm-token-1');
  });

  it('clears the token when storing it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bridge = createFakeNativeBridge('ios');
    const { states, onChange } = collect();
    await registerNativePush(bridge, () => Promise.reject(new Error('denied')), onChange);

    bridge.pushEvents().onRegistration('fcm-token-2');
    await vi.waitFor(() => expect(states.at(-1)?.token).toBeUndefined());
    expect(getPushToken()).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('sets registration-failed on a registration error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bridge = createFakeNativeBridge('android');
    const { states, onChange } = collect();
    await registerNativePush(bridge, async () => undefined, onChange);
    bridge.pushEvents().onRegistrationError('no play services');
    expect(states.at(-1)).toEqual({ status: 'registration-failed' });
  });

  it('logs and does not register without permission', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bridge = createFakeNativeBridge('android', { pushPermission: 'denied' });
    const { states, onChange } = collect();
    await registerNativePush(bridge, async () => undefined, onChange);
    expect(() => bridge.pushEvents()).toThrow('not registered');
    expect(states).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not granted'));
  });

  it('does nothing on the web (Web Push belongs to the notifications feature)', async () => {
    const storeToken = vi.fn(async () => undefined);
    const { states, onChange } = collect();
    await registerNativePush(webBridge, storeToken, onChange);
    expect(states).toEqual([]);
    expect(storeToken).not.toHaveBeenCalled();
  });
});
