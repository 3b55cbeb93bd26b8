import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_UNAVAILABLE } from './bridge.ts';
import { bridgeFor, nativeBridge } from './native-bridge.tsx';
import { detectPlatform } from './platform.ts';
import { deviceInfoFromUserAgent, webBridge } from './web-bridge.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('platform detection', () => {
  it('tells the shells apart by what their native side injects', () => {
    expect(detectPlatform({})).toBe('web');
    expect(detectPlatform({ androidBridge: {} })).toBe('android');
    expect(detectPlatform({ webkit: { messageHandlers: { bridge: {} } } })).toBe('ios');
    expect(detectPlatform({ webkit: { messageHandlers: {} } })).toBe('web');
  });

  it('uses the browser bridge outside a native shell', () => {
    expect(nativeBridge).toBe(webBridge);
    expect(nativeBridge).toMatchObject({ platform: 'web', isNative: false });
  });

  it('uses the plugins inside a shell', () => {
    expect(bridgeFor('android')).toMatchObject({ platform: 'android', isNative: true });
    expect(bridgeFor('ios')).toMatchObject({ platform: 'ios', isNative: true });
  });
});

describe('device info from the user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.43 Mobile Safari/537.36',
      { operatingSystem: 'android', osVersion: '13', webViewVersion: '120.0.6099.43' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
      { operatingSystem: 'ios', osVersion: '16.4.1', webViewVersion: '16.4' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36',
      { operatingSystem: 'windows', osVersion: '' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      { operatingSystem: 'mac', webViewVersion: '17.1' },
    ],
  ])('reads %s', (userAgent, expected) => {
    expect(deviceInfoFromUserAgent(userAgent)).toMatchObject({ platform: 'web', ...expected });
  });
});

describe('web share and clipboard', () => {
  it('shares through the Web Share API where it exists', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    expect(await webBridge.canShare()).toBe(true);
    const data = { title: 't', text: 'x', url: 'https://turnout.app/join/A' };
    await webBridge.share(data);
    expect(share).toHaveBeenCalledWith(data);
  });

  it('has no share sheet without it', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    expect(await webBridge.canShare()).toBe(false);
  });

  it('copies through the Clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await webBridge.copyText('link');
    expect(writeText).toHaveBeenCalledWith('link');
  });

  it('says so when there is no clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await expect(webBridge.copyText('link')).rejects.toThrow(CLIPBOARD_UNAVAILABLE);
  });
});
