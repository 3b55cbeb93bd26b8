import type {
  DeviceInfo,
  NativeBridge,
  Platform,
  PushPermission,
  PushRegistrationEvents,
  ShareData,
} from '../lib/native/bridge.ts';

/**
 * A native shell for tests: records what the app asked of the plugins and lets the test play
 * the platform's part (open a deep link, report a push token).
 */
export interface FakeNativeBridge extends NativeBridge {
  shared: ShareData[];
  copied: string[];
  openUrl(url: string): void;
  /** The user taps a push carrying this data. */
  tapPush(data: Record<string, unknown>): void;
  pushEvents(): PushRegistrationEvents;
}

export function createFakeNativeBridge(
  platform: Platform,
  options: { pushPermission?: PushPermission; canShare?: boolean } = {},
): FakeNativeBridge {
  const urlListeners = new Set<(url: string) => void>();
  const openedListeners = new Set<(targetPath: string) => void>();
  let registered: PushRegistrationEvents | undefined;
  const deviceInfo: DeviceInfo = {
    platform,
    operatingSystem: platform === 'web' ? 'unknown' : platform,
    osVersion: '14',
    model: 'Fake',
    manufacturer: 'Test',
    webViewVersion: '120.0.0.0',
  };
  const bridge: FakeNativeBridge = {
    platform,
    isNative: platform !== 'web',
    shared: [],
    copied: [],
    getDeviceInfo: async () => deviceInfo,
    onAppUrlOpen: (listener) => {
      urlListeners.add(listener);
      return () => urlListeners.delete(listener);
    },
    canShare: async () => options.canShare ?? true,
    share: async (data) => {
      bridge.shared.push(data);
    },
    copyText: async (text) => {
      bridge.copied.push(text);
    },
    push: {
      requestPermission: async () => options.pushPermission ?? 'granted',
      register: async (events) => {
        registered = events;
        return () => (registered = undefined);
      },
      onOpened: (listener) => {
        openedListeners.add(listener);
        return () => openedListeners.delete(listener);
      },
    },
    tapPush: (data) => {
      if (typeof data.targetPath !== 'string') return;
      for (const listener of openedListeners) listener(data.targetPath);
    },
    openUrl: (url) => urlListeners.forEach((listener) => listener(url)),
    pushEvents: () => {
      if (!registered) throw new Error('Push is not registered.');
      return registered;
    },
  };
  return bridge;
}
