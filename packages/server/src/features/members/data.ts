import { and, desc, eq } from 'drizzle-orm';
import type { GroupRole } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { groupMembers, removedMemberships, users } from '../../db/schema.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Reads of a group's members: who is in it with which role, and whom the owner removed.

export interface MemberRow {
  userId: string;
  userDisplayName: string;
  role: GroupRole;
}

const memberColumns = {
  userId: groupMembers.userId,
  userDisplayName: users.displayName,
  role: groupMembers.role,
};

/** The members with their current display names (unsorted; see sortMembers in the domain). */
export async function listMembers(db: Database, groupId: AuthorizedGroupId): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId));
}

export interface RemovedMemberRow {
  userId: string;
  userDisplayName: string;
  removedAt: Date;
}

/** The accounts the owner removed and has not let back, the latest removal first. */
export async function listRemovedMembers(
  db: Database,
  groupId: AuthorizedGroupId,
): Promise<RemovedMemberRow[]> {
  return db
    .select({
      userId: removedMemberships.userId,
      userDisplayName: users.displayName,
      removedAt: removedMemberships.removedAt,
    })
    .from(removedMemberships)
    .innerJoin(users, eq(users.id, removedMemberships.userId))
    .where(eq(removedMemberships.groupId, groupId))
    .orderBy(desc(removedMemberships.removedAt));
}

/** The role of one account in the group, or null when it is not in it. */
export async function findMemberRole(
  db: Database,
  groupId: AuthorizedGroupId,
  userId: string,
): Promise<GroupRole | null> {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}
