import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_INVITE_EXPIRY,
  generateInviteCode,
  inviteCodeSchema,
  inviteExpiresAt,
  JOIN_ERROR_MESSAGES,
  type InviteExpiry,
} from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation, isRetryableConflict } from '../../db/errors.ts';
import { groupInvites, groupMembers } from '../../db/schema.ts';
import { inviteMailCounts } from '../../db/schema-connect.ts';
import { ApiError } from '../../http/api-error.ts';
import { removedFromGroup, wasRemoved, type AuthorizedGroupId } from '../../http/gate.ts';
import { personJoins } from '../record/mutations.ts';
import { isLiveInvite } from './data.ts';

// Invite link writes: make (or replace) and revoke a group's link, and join through one.

/** A fresh invite link of the group: a new code that works for `expiresIn` from `now`. */
export function newInvite(
  groupId: string,
  createdBy: string,
  expiresIn: InviteExpiry,
  now: Date,
): typeof groupInvites.$inferInsert & { code: string } {
  const expiresAt = inviteExpiresAt(expiresIn, now);
  return { code: generateInviteCode(), groupId, createdBy, createdAt: now, expiresAt };
}

/**
 * Gives the group a fresh invite code that works for `expiresIn` from now, replacing (and so
 * revoking) the one it had. One statement: the group never has two live links, and the old code
 * stops working the moment this commits.
 */
export async function replaceInvite(
  db: Database,
  groupId: AuthorizedGroupId,
  createdBy: string,
  expiresIn: InviteExpiry = DEFAULT_INVITE_EXPIRY,
  now = new Date(),
): Promise<string> {
  const invite = newInvite(groupId, createdBy, expiresIn, now);
  await db
    .insert(groupInvites)
    .values(invite)
    .onConflictDoUpdate({ target: groupInvites.groupId, set: invite });
  return invite.code;
}

/**
 * The group's live link works for `expiresIn` from now, its code unchanged, so everyone who has
 * the link keeps it (docs/decisions/031-removal-keeps-the-link.md). False when the group has no
 * live link (none, revoked or expired: an expired code is not brought back).
 */
export async function changeInviteExpiry(
  db: Database,
  groupId: AuthorizedGroupId,
  expiresIn: InviteExpiry,
  now = new Date(),
): Promise<boolean> {
  const changed = await db
    .update(groupInvites)
    .set({ expiresAt: inviteExpiresAt(expiresIn, now) })
    .where(and(eq(groupInvites.groupId, groupId), isLiveInvite(now)))
    .returning({ code: groupInvites.code });
  return changed.length > 0;
}

/** Deletes the group's invite link, if it has one. */
export async function revokeInvite(db: Database, groupId: AuthorizedGroupId): Promise<void> {
  await db.delete(groupInvites).where(eq(groupInvites.groupId, groupId));
}

export interface JoinResult {
  groupId: string;
  alreadyMember: boolean;
}

const MAX_ATTEMPTS = 3;

/**
 * Adds the user to the group of a live invite, recording the code they joined with. The invite
 * row is share-locked for the transaction, so a link revoked at the same moment either lets this
 * join finish first or is gone before it starts; ON CONFLICT DO NOTHING makes a second join (or
 * two at once) a no-op that reports `alreadyMember`.
 */
export async function joinGroup(
  db: Database,
  code: string,
  userId: string,
  now = new Date(),
): Promise<JoinResult> {
  if (!inviteCodeSchema.safeParse(code).success) throw inviteNotFound();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [invite] = await tx
          .select({ groupId: groupInvites.groupId })
          .from(groupInvites)
          .where(and(eq(groupInvites.code, code), isLiveInvite(now)))
          .for('share');
        if (!invite) throw inviteNotFound();
        // The link stays shared after a removal; the account the owner removed is kept out here
        // until the owner lets it back (docs/decisions/031-removal-keeps-the-link.md).
        if (await wasRemoved(tx, invite.groupId, userId)) throw removedFromGroup();
        const inserted = await tx
          .insert(groupMembers)
          .values({
            groupId: invite.groupId,
            userId,
            role: 'member',
            inviteCode: code,
            joinedAt: now,
          })
          .onConflictDoNothing()
          .returning({ userId: groupMembers.userId });
        // The season's record knows them from now on, or again (docs/decisions/050-history-that-holds.md).
        if (inserted.length > 0) await personJoins(tx, invite.groupId, userId);
        return { groupId: invite.groupId, alreadyMember: inserted.length === 0 };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new ApiError(
          'membership-write-denied',
          JOIN_ERROR_MESSAGES['membership-write-denied'],
          { cause: error },
        );
      }
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new ApiError('max-retries-exceeded', JOIN_ERROR_MESSAGES['max-retries-exceeded'], {
          cause: error,
        });
      }
    }
  }
}

export function inviteNotFound(): ApiError {
  return new ApiError('invite-not-found', JOIN_ERROR_MESSAGES['invite-not-found']);
}

/**
 * Counts `count` more invitation mails against the account's daily limit (docs/product.md#connect-it),
 * or none when they would pass it; returns how many the account may still send today, or
 * undefined when refused. Called inside the transaction that queues the mails.
 */
export async function countInviteMails(
  db: Database,
  userId: string,
  count: number,
  options: { limit: number; now: Date },
): Promise<number | undefined> {
  const day = options.now.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    insert into ${inviteMailCounts} as c (user_id, day, sent)
    values (${userId}::uuid, ${day}::date, ${count})
    on conflict (user_id, day) do update set sent = c.sent + excluded.sent
      where c.sent + excluded.sent <= ${options.limit}
    returning sent`);
  const [row] = (result as unknown as { rows: { sent: number }[] }).rows;
  if (!row || Number(row.sent) > options.limit) return undefined;
  return options.limit - Number(row.sent);
}
