import { onTestFinished, vi } from 'vitest';
import { base64UrlBytes } from '../push/web-push.ts';
import { setPushState } from '../push/push-state.ts';

// A P-256 public key as base64url (65 bytes), like the server's VAPID key.
export const PUBLIC_KEY = `B${'A'.repeat(86)}`;
export const subscriptionJson = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** A browser with Web Push: the notification permission, the worker and its push manager. */
export function fakeBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
) {
  const subscription = {
    options: { applicationServerKey: base64UrlBytes(PUBLIC_KEY).buffer },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => subscription),
  };
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  // On the real navigator: a copy would lose what its prototype provides (onLine, userAgent).
  Object.defineProperty(navigator, 'serviceWorker', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve({ pushManager }) }),
    configurable: true,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  return { pushManager, notification };
}

/** Forget what the last test's registration left behind (tests of other features use it too). */
export function resetPushState(): void {
  setPushState({});
}
