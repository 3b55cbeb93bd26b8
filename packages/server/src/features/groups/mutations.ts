import { eq } from 'drizzle-orm';
import {
  DEFAULT_INVITE_EXPIRY,
  type CreateGroupData,
  type InviteExpiry,
  type Schedule,
  type UpdateGroupData,
} from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { groupInvites, groupMembers, groups } from '../../db/schema.ts';
import { personJoins } from '../record/mutations.ts';
import { groupNotFound, type AuthorizedGroupId } from '../../http/gate.ts';
import { newInvite } from '../invites/mutations.ts';

// Group and membership writes. They take plain arguments (never the request), so jobs and tests
// call exactly what the routes call.

export interface CreatedGroup {
  groupId: string;
  inviteCode: string;
}

/**
 * Creates the group with its creator as the owner member, and its first invite link: the
 * create dialog opens the group's share view (docs/product.md#create-group-dialog), which shows that link. One transaction,
 * so a group never exists without its owner.
 */
export async function createGroup(
  db: Database,
  ownerId: string,
  input: CreateGroupData,
  /** How long the first link works: the instance's default (INVITE_DEFAULT_EXPIRY). */
  inviteExpiry: InviteExpiry = DEFAULT_INVITE_EXPIRY,
  now = new Date(),
): Promise<CreatedGroup> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({
        name: input.name,
        location: input.location ?? null,
        description: input.description ?? null,
        ownerId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: groups.id });
    const groupId = group!.id;
    await tx
      .insert(groupMembers)
      .values({ groupId, userId: ownerId, role: 'owner', joinedAt: now });
    await personJoins(tx, groupId, ownerId);
    const invite = newInvite(groupId, ownerId, inviteExpiry, now);
    await tx.insert(groupInvites).values(invite);
    return { groupId, inviteCode: invite.code };
  });
}

/** Applies the fields present in the input; null clears location or description. */
export async function updateGroup(
  db: Database,
  groupId: AuthorizedGroupId,
  changes: UpdateGroupData,
  now = new Date(),
): Promise<void> {
  await db
    .update(groups)
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.location === undefined ? {} : { location: changes.location }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      updatedAt: now,
    })
    .where(eq(groups.id, groupId));
}

/**
 * Deletes the group; members, the invite and all attendance go with it (foreign keys). Returns
 * who the members were, who are told it is gone. The group row is locked first, so nobody can
 * join (a join's foreign key check waits for it) between reading the members and deleting.
 */
export async function deleteGroup(db: Database, groupId: AuthorizedGroupId): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
    return deleteLockedGroup(tx, groupId);
  });
}

/**
 * Deletes a group its caller's transaction has locked (memberships, invites and days go with
 * it); returns who was in it. Account deletion uses it for the groups it takes with the account.
 */
export async function deleteLockedGroup(tx: Database, groupId: string): Promise<string[]> {
  const members = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  await tx.delete(groups).where(eq(groups.id, groupId));
  return members.map((member) => member.userId);
}

// A membership's end (leave or removal) is members/parts/membership-end.ts: it writes the
// owner's inbox entry in the same statement.

/**
 * Replaces the group's training days and cancelled dates (the owner's; the route checks) and
 * returns them as stored.
 */
export async function setSchedule(
  db: Database,
  groupId: AuthorizedGroupId,
  schedule: Schedule,
  now = new Date(),
): Promise<Schedule> {
  const [row] = await db
    .update(groups)
    .set({ schedule, updatedAt: now })
    .where(eq(groups.id, groupId))
    .returning({ schedule: groups.schedule });
  if (!row) throw groupNotFound();
  return row.schedule;
}
