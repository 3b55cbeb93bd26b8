// The plugin layer between the app and the native shells (Capacitor). The app talks to this
// interface only; web-bridge.ts implements it with browser APIs, capacitor-bridge.ts with the
// native plugins, and tests substitute a fake (src/test/fake-native-bridge.ts).

export type Platform = 'web' | 'android' | 'ios';

/** The app state's device info (docs/product.md#app-state), from the native device plugin (or the browser). */
export interface DeviceInfo {
  platform: Platform;
  operatingSystem: string;
  osVersion: string;
  model: string;
  manufacturer: string;
  webViewVersion: string;
}

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

export type PushPermission = 'granted' | 'denied' | 'prompt';

export interface PushRegistrationEvents {
  onRegistration: (token: string) => void;
  onRegistrationError: (message: string) => void;
}

export type Unsubscribe = () => void;

export interface NativeBridge {
  readonly platform: Platform;
  /** True inside the Android or iOS shell. */
  readonly isNative: boolean;
  getDeviceInfo(): Promise<DeviceInfo>;
  /** The shell was opened through a link (deep link); the listener gets the full URL. */
  onAppUrlOpen(listener: (url: string) => void): Unsubscribe;
  /** Whether a share sheet exists (the Share button shows only then, docs/product.md#invite-dialog). */
  canShare(): Promise<boolean>;
  share(data: ShareData): Promise<void>;
  copyText(text: string): Promise<void>;
  /** Native push (FCM/APNs); the web uses Web Push through the notifications feature instead. */
  push: {
    requestPermission(): Promise<PushPermission>;
    /** Listens for the token (or the failure), then asks the platform to register. */
    register(events: PushRegistrationEvents): Promise<Unsubscribe>;
    /** A tap on a push: the listener gets the push's `targetPath` (server's push message). */
    onOpened(listener: (targetPath: string) => void): Unsubscribe;
  };
}

/** Thrown by copyText where no clipboard can be written (docs/product.md#client-side-errors). */
export const CLIPBOARD_UNAVAILABLE = 'Clipboard API not available in this browser';
