import { z } from 'zod/mini';
import { pushActionSchema } from './answer-links.ts';
import { lineText } from './text.ts';

// Push (docs/product.md#push-notifications): the push token record (#push-token-records, the
// original's `fcm-tokens` collection) and the message a push carries. Web Push subscriptions and native (FCM/APNs) tokens share the
// record; for the web the token is the JSON of the subscription.

export const PUSH_PLATFORMS = ['web', 'android', 'ios'] as const;
export const pushPlatformSchema = z.enum(PUSH_PLATFORMS);
export type PushPlatform = z.infer<typeof pushPlatformSchema>;

/**
 * Which service a token belongs to: a Web Push subscription, an FCM registration token or an
 * APNs device token. Android tokens are FCM's; an iOS shell registers with APNs directly
 * (docs/decisions, APNs on iOS), but may say `fcm` if a build registers through Firebase.
 */
export const PUSH_KINDS = ['webpush', 'fcm', 'apns'] as const;
export const pushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof pushKindSchema>;

/** The kinds each platform may register, the first being the default. */
export const PUSH_KINDS_OF: Record<PushPlatform, readonly PushKind[]> = {
  web: ['webpush'],
  android: ['fcm'],
  ios: ['apns', 'fcm'],
};

/** Longest token accepted: a subscription's JSON is a few hundred characters, an FCM token ~200. */
export const MAX_PUSH_TOKEN_LENGTH = 4096;

const base64url = (bytes: number) =>
  z.string().check(
    z.regex(/^[A-Za-z0-9_-]+=*$/, 'expected base64url'),
    z.refine(
      (value: string) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `expected ${bytes} bytes`,
    ),
  );

/** A browser's PushSubscription.toJSON(). Push services are always reached over https. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'expected an https URL' }).check(z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/**
 * PUT /api/push/tokens: create or overwrite my record for this token. Signed in, the record is
 * `{userId}_{hash}` with isSignedIn true; otherwise `anon_{hash}` with isSignedIn false. For the
 * web, `subscription` may be left out when `token` is the subscription's JSON.
 */
export const storePushTokenInputSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(MAX_PUSH_TOKEN_LENGTH), lineText()),
  platform: pushPlatformSchema,
  /** Defaults to the platform's own (PUSH_KINDS_OF). */
  kind: z.optional(pushKindSchema),
  subscription: z.optional(webPushSubscriptionSchema),
});
export type StorePushTokenInput = z.infer<typeof storePushTokenInputSchema>;

/** POST /api/push/tokens/sign-out: before log-out, mark my record signed out (docs/product.md#log-out). */
export const signOutPushTokenInputSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(MAX_PUSH_TOKEN_LENGTH), lineText()),
});
export type SignOutPushTokenInput = z.infer<typeof signOutPushTokenInputSchema>;

/** The record as docs/product.md#push-token-records names its fields. */
export const pushTokenRecordSchema = z.object({
  /** `{userId}_{SHA-256 of the token, uppercase hex}`, or `anon_…` when nobody is signed in. */
  id: z.string(),
  uid: z.optional(z.string()),
  fcmToken: z.string(),
  isSignedIn: z.boolean(),
  /** ISO time the server last wrote the record. */
  lastSeen: z.iso.datetime({ offset: true }),
});
export type PushTokenRecord = z.infer<typeof pushTokenRecordSchema>;

export const pushTokenResponseSchema = z.object({ record: pushTokenRecordSchema });
export type PushTokenResponse = z.infer<typeof pushTokenResponseSchema>;

/** GET /api/push/vapid-public-key: the application server key for PushManager.subscribe(). */
export const vapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;

/** The record id for a token hash (uppercase hex SHA-256 of the token). */
export function pushTokenRecordId(uid: string | undefined, tokenSha256Hex: string): string {
  return `${uid ?? 'anon'}_${tokenSha256Hex.toUpperCase()}`;
}

/** What a push carries (the JSON payload the service worker shows). */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a click leads: /groups/{groupId}?activeDay={timestamp}. */
  targetPath: z.string(),
  groupId: z.string(),
  /** Start of the day in the configured zone, ms. */
  timestamp: z.int(),
  /** true present, false away, null revoked (or a membership's end, see kind). */
  attendance: z.nullable(z.boolean()),
  /**
   * Set when the push is not one day's answer: a member left or was removed (the owner's), a
   * repeating answer over many days (`series`, `timestamp` its first day), or a reminder to
   * answer tomorrow's training (`reminder`), or a coach's word (coaching.ts). `promoted`: a place came free and I
   * am in from the waitlist (docs/decisions/045-training-limit-and-waitlist.md).
   */
  kind: z.optional(
    z.enum([
      'left',
      'removed',
      'series',
      'reminder',
      'hand-over',
      'nudge',
      'announcement',
      'cancelled',
      'promoted',
    ]),
  ),
  /**
   * "I'm coming" and "Can't come" on a reminder, an announcement and a promotion, each with its
   * own token for that one question (docs/decisions/052-answer-tokens.md). Absent on other pushes.
   */
  actions: z.optional(z.array(pushActionSchema)),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
