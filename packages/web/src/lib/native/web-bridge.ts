import { CLIPBOARD_UNAVAILABLE, type DeviceInfo, type NativeBridge } from './bridge.ts';

/** The browser's own APIs behind the bridge; no plugin code is loaded on the web. */
export const webBridge: NativeBridge = {
  platform: 'web',
  isNative: false,
  getDeviceInfo: async () => deviceInfoFromUserAgent(navigator.userAgent),
  onAppUrlOpen: () => () => undefined,
  canShare: async () => typeof navigator.share === 'function',
  share: async (data) => {
    await navigator.share(data);
  },
  copyText: async (text) => {
    if (!navigator.clipboard?.writeText) throw new Error(CLIPBOARD_UNAVAILABLE);
    await navigator.clipboard.writeText(text);
  },
  push: {
    onOpened: () => () => undefined,
    requestPermission: async () => 'denied',
    register: async (events) => {
      events.onRegistrationError('Native push is not available on the web.');
      return () => undefined;
    },
  },
};

/** What the browser tells about itself; enough to tell the operating system apart. */
export function deviceInfoFromUserAgent(userAgent: string): DeviceInfo {
  const android = /Android (\d+(?:\.\d+)*)/.exec(userAgent);
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)[_.](\d+)(?:[_.](\d+))?/.exec(userAgent);
  const chrome = /Chrome\/([\d.]+)/.exec(userAgent);
  const safari = /Version\/([\d.]+).*Safari\//.exec(userAgent);
  const operatingSystem = android
    ? 'android'
    : ios
      ? 'ios'
      : /Windows/.test(userAgent)
        ? 'windows'
        : /Mac OS X/.test(userAgent)
          ? 'mac'
          : 'unknown';
  const osVersion = android?.[1] ?? (ios ? ios.slice(1).filter(Boolean).join('.') : '');
  return {
    platform: 'web',
    operatingSystem,
    osVersion,
    model: '',
    manufacturer: '',
    webViewVersion: chrome?.[1] ?? safari?.[1] ?? '',
  };
}
