import type { PushKind, PushMessage, PushPlatform, WebPushSubscription } from '@turnout/domain';

// One interface for every way a push leaves the server: Web Push (web-sender.ts) and the native
// shells' FCM/APNs (native-sender.ts). Delivery picks the sender by the record's kind.

export interface PushTarget {
  /** The push token record's id. */
  id: string;
  platform: PushPlatform;
  kind: PushKind;
  token: string;
  subscription: WebPushSubscription | null;
}

/**
 * `gone`: the push service says the subscription or token will never take a push again (404/410,
 * FCM's UNREGISTERED, APNs' BadDeviceToken); its record is deleted. `failed`: anything else that went wrong; the record is kept for the next push.
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed' | 'skipped';

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
  /** Lets go of kept connections (the app is closing). */
  close?(): void;
}
