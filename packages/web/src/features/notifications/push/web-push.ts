import type { StorePushTokenInput, WebPushSubscription } from '@turnout/domain';
import { getVapidPublicKey } from '../api/get-vapid-public-key.ts';
import { storePushToken } from '../api/store-push-token.ts';
import { setPushState } from './push-state.ts';

// Web Push (docs/product.md#push-notifications): permission, the subscription through the service
// worker, and the token record (docs/product.md#push-registration). The service worker
// (public/push-sw.js) shows the pushes.

export type WebPushPermission = NotificationPermission | 'unsupported';

/** Where this browser stands: no Web Push at all, or the notification permission. */
export function webPushPermission(): WebPushPermission {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof PushManager === 'undefined' ||
    typeof Notification === 'undefined'
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

// The worker is registered at start-up (lib/pwa/service-worker.ts) but not in development, so
// waiting for it must end.
const SERVICE_WORKER_WAIT_MS = 30_000;

function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('No service worker is active on this page.')),
      SERVICE_WORKER_WAIT_MS,
    );
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    }, reject);
  });
}

/** The bytes of a base64url string (the VAPID public key). */
export function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** This browser's subscription for the server's key: the existing one, or a new one. */
async function subscribe(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const key = base64UrlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // Made for another key (the server's keys were replaced): pushes to it would be refused.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function subscriptionInput(subscription: PushSubscription): StorePushTokenInput {
  const json = subscription.toJSON();
  const token = JSON.stringify(json);
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return { token, platform: 'web' };
  const complete: WebPushSubscription = {
    endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
  return { token, platform: 'web', subscription: complete };
}

export interface WebPushDeps {
  getPublicKey: () => Promise<string>;
  store: (input: StorePushTokenInput) => Promise<unknown>;
}

const defaultDeps: WebPushDeps = { getPublicKey: getVapidPublicKey, store: storePushToken };

let running: Promise<WebPushPermission> | undefined;

/**
 * Subscribes this browser and stores its token record. Asks for permission only with `prompt` (a
 * user's tap); without it, registers only where permission was given before, which refreshes the
 * record on every start. A refusal is logged, not an error (docs/product.md#client-side-errors).
 * Resolves to the permission as it stands afterwards.
 */
export function registerWebPush(
  { prompt }: { prompt: boolean },
  deps: WebPushDeps = defaultDeps,
): Promise<WebPushPermission> {
  running ??= register(prompt, deps).finally(() => (running = undefined));
  return running;
}

async function register(prompt: boolean, deps: WebPushDeps): Promise<WebPushPermission> {
  let permission = webPushPermission();
  if (permission === 'unsupported') return permission;
  if (permission === 'default' && prompt) permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    if (prompt) console.info(`Push permission not granted (${permission}).`);
    return permission;
  }

  let input: StorePushTokenInput;
  try {
    const [registration, publicKey] = await Promise.all([
      serviceWorkerRegistration(),
      deps.getPublicKey(),
    ]);
    input = subscriptionInput(await subscribe(registration, publicKey));
  } catch (error) {
    console.warn('Push registration failed.', error);
    setPushState({ status: 'registration-failed' });
    return permission;
  }

  setPushState({ status: 'registration-successful', token: input.token });
  try {
    await deps.store(input);
  } catch (error) {
    // docs/product.md#push-registration: a failed write is logged and the token in state cleared.
    console.warn('Storing the push token failed.', error);
    setPushState({ status: 'registration-successful' });
  }
  return permission;
}
