import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import {
  PUSH_KINDS_OF,
  pushTokenRecordId,
  webPushSubscriptionSchema,
  type PushKind,
  type PushPlatform,
  type WebPushSubscription,
} from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { pushTokens, type PushTokenRow } from '../../db/schema-delivery.ts';

// Push token record writes (docs/product.md#push-token-records, #push-registration): written on every registration, marked signed out
// before log-out, deleted when the push service says they are gone.

export function tokenSha256(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex').toUpperCase();
}

/** The subscription a web token stands for: given alongside, or the token's own JSON. */
export function webSubscriptionOf(
  token: string,
  subscription: WebPushSubscription | undefined,
): WebPushSubscription | undefined {
  if (subscription) return subscription;
  try {
    const parsed = webPushSubscriptionSchema.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many records a user keeps (ADR 013): a new
 * registration beyond it replaces the one seen longest ago. Nobody has ten devices; a script
 * registering endpoints by the thousand would otherwise make every change fan out to them all.
 */
export const MAX_PUSH_TOKENS_PER_USER = 10;

export interface StorePushTokenArgs {
  /** The signed-in user, or undefined for a visitor (record `anon_…`). */
  uid: string | undefined;
  /** The session that registers the device: pushes go while it lives, never without one. */
  sessionId?: string;
  token: string;
  platform: PushPlatform;
  /** The platform's default kind when left out (PUSH_KINDS_OF). */
  kind?: PushKind;
  subscription: WebPushSubscription | undefined;
  now?: Date;
}

/**
 * Creates or overwrites the record. A signed-in write also marks other users' records of the
 * same token signed out: the device now belongs to this user, and the previous one must stop
 * receiving pushes there even if they never logged out.
 */
export async function storePushToken(
  db: Database,
  args: StorePushTokenArgs,
): Promise<PushTokenRow> {
  const now = args.now ?? new Date();
  const tokenHash = tokenSha256(args.token);
  const values = {
    uid: args.uid ?? null,
    fcmToken: args.token,
    tokenHash,
    platform: args.platform,
    kind: args.kind ?? PUSH_KINDS_OF[args.platform][0]!,
    subscription: args.platform === 'web' ? (args.subscription ?? null) : null,
    isSignedIn: args.uid !== undefined,
    lastSeen: now,
    sessionId: args.sessionId ?? null,
  };
  return db.transaction(async (tx) => {
    const id = pushTokenRecordId(args.uid, tokenHash);
    if (args.uid !== undefined) {
      await tx
        .update(pushTokens)
        .set({ isSignedIn: false, lastSeen: now })
        .where(
          and(
            eq(pushTokens.tokenHash, tokenHash),
            ne(pushTokens.id, id),
            eq(pushTokens.isSignedIn, true),
          ),
        );
    }
    const [row] = await tx
      .insert(pushTokens)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: pushTokens.id, set: values })
      .returning();
    if (args.uid !== undefined) await keepNewestOf(tx, args.uid);
    return row!;
  });
}

/** Deletes the user's records beyond MAX_PUSH_TOKENS_PER_USER, those seen longest ago. */
async function keepNewestOf(tx: Pick<Database, 'select' | 'delete'>, uid: string): Promise<void> {
  const newest = tx
    .select({ id: pushTokens.id })
    .from(pushTokens)
    .where(eq(pushTokens.uid, uid))
    .orderBy(desc(pushTokens.lastSeen), desc(pushTokens.id))
    .limit(MAX_PUSH_TOKENS_PER_USER);
  await tx
    .delete(pushTokens)
    .where(and(eq(pushTokens.uid, uid), notInArray(pushTokens.id, newest)));
}

/** Marks the caller's record for this token signed out; false when there is none. */
export async function signOutPushToken(
  db: Database,
  args: { uid: string | undefined; token: string; now?: Date },
): Promise<boolean> {
  const id = pushTokenRecordId(args.uid, tokenSha256(args.token));
  const rows = await db
    .update(pushTokens)
    .set({ isSignedIn: false, lastSeen: args.now ?? new Date() })
    .where(eq(pushTokens.id, id))
    .returning({ id: pushTokens.id });
  return rows.length > 0;
}

/**
 * How long a record nobody is pushed to (a visitor's `anon_…` one, one signed out, or one whose
 * session has ended) is kept
 * after it was last seen. The device writes it again when it registers, so nothing is lost;
 * without this, every visit from a browser that allowed notifications would stay for good.
 */
export const UNUSED_PUSH_TOKEN_DAYS = 60;

/** Deletes the unused records not seen for UNUSED_PUSH_TOKEN_DAYS; returns how many. */
export async function pruneUnusedPushTokens(db: Database, now = new Date()): Promise<number> {
  const seenBefore = new Date(now.getTime() - UNUSED_PUSH_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(pushTokens)
    .where(
      and(
        or(eq(pushTokens.isSignedIn, false), isNull(pushTokens.sessionId)),
        lt(pushTokens.lastSeen, seenBefore),
      ),
    )
    .returning({ id: pushTokens.id });
  return rows.length;
}

export async function deletePushToken(db: Database, id: string): Promise<void> {
  await db.delete(pushTokens).where(eq(pushTokens.id, id));
}
