import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { inviteCodeSchema } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { groupInvites, groups, users } from '../../db/schema.ts';
import { inviteMailCounts } from '../../db/schema-connect.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Reads for invite links. Writes (create, revoke, join) live in mutations.ts.

export interface InviteDetails {
  code: string;
  groupId: string;
  groupName: string;
  groupOwnerId: string;
  groupOwnerDisplayName: string;
  groupLocation: string | null;
  groupDescription: string | null;
  expiresAt: Date | null;
}

/** An invite counts only until it expires (null: a link made to never expire). */
export function isLiveInvite(now: Date): SQL {
  return or(isNull(groupInvites.expiresAt), gt(groupInvites.expiresAt, now))!;
}

function selectInvites(db: Database) {
  return db
    .select({
      code: groupInvites.code,
      groupId: groups.id,
      groupName: groups.name,
      groupOwnerId: groups.ownerId,
      groupOwnerDisplayName: users.displayName,
      groupLocation: groups.location,
      groupDescription: groups.description,
      expiresAt: groupInvites.expiresAt,
    })
    .from(groupInvites)
    .innerJoin(groups, eq(groups.id, groupInvites.groupId))
    .innerJoin(users, eq(users.id, groups.ownerId));
}

/**
 * The live invite with this code. Public: knowing the code is what entitles someone to see the
 * group's name, owner, location and description (the join screen).
 */
export async function findInviteByCode(
  db: Database,
  code: string,
  now = new Date(),
): Promise<InviteDetails | undefined> {
  // A malformed code cannot exist; no need to ask the database.
  if (!inviteCodeSchema.safeParse(code).success) return undefined;
  const [invite] = await selectInvites(db)
    .where(and(eq(groupInvites.code, code), isLiveInvite(now)))
    .limit(1);
  return invite;
}

export async function findGroupInvite(
  db: Database,
  groupId: AuthorizedGroupId,
  now = new Date(),
): Promise<InviteDetails | undefined> {
  const [invite] = await selectInvites(db)
    .where(and(eq(groupInvites.groupId, groupId), isLiveInvite(now)))
    .limit(1);
  return invite;
}

/** The invites of the groups whose owner is the user (docs/product.md#invites-screen). */
export async function listInvitesOfOwner(
  db: Database,
  ownerId: string,
  now = new Date(),
): Promise<InviteDetails[]> {
  return selectInvites(db).where(and(eq(groups.ownerId, ownerId), isLiveInvite(now)));
}

/** Invitation mails sent today (UTC) by the account. */
export async function inviteMailsSentToday(
  db: Database,
  userId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ sent: inviteMailCounts.sent })
    .from(inviteMailCounts)
    .where(
      and(
        eq(inviteMailCounts.userId, userId),
        eq(inviteMailCounts.day, now.toISOString().slice(0, 10)),
      ),
    );
  return row?.sent ?? 0;
}
