import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  COACH_MESSAGES,
  GROUP_MESSAGES,
  JOIN_ERROR_MESSAGES,
  ROLE_RULES,
  roleMay,
  type GroupAction,
  type GroupRole,
} from '@turnout/domain';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { groupMembers, removedMemberships } from '../db/schema.ts';
import { ApiError } from './api-error.ts';

// The one authorization gate for everything inside a group (docs/architecture.md, "The path of
// a request"). Data and mutation functions that touch a group take an AuthorizedGroupId, which only
// this file can mint, so a route cannot reach a group's data without passing through here.
// Membership is read from the database on every request: a removed member loses access at once.

declare const authorized: unique symbol;

/** A group id the current user has been checked to be a member (or the owner) of. */
export type AuthorizedGroupId = string & { readonly [authorized]: true };

export interface GroupAccess {
  groupId: AuthorizedGroupId;
  userId: string;
  role: GroupRole;
  isOwner: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The same answer for a group that does not exist, one the caller is not in, and a malformed
 * id, so nobody learns which groups exist.
 */
export function groupNotFound(): ApiError {
  return new ApiError('not-found', GROUP_MESSAGES.notFound);
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The caller's access to a group; 404 `not-found` unless they are a member or the owner. */
export async function requireMember(
  db: Database,
  groupId: string,
  userId: string,
): Promise<GroupAccess> {
  if (!isUuid(groupId)) throw groupNotFound();
  const [membership] = await membershipQuery(db).execute({ groupId, userId });
  if (!membership) {
    // Only the account the owner removed learns why; for anyone else nothing changes.
    throw (await wasRemoved(db, groupId, userId)) ? removedFromGroup() : groupNotFound();
  }
  return {
    groupId: membership.groupId as AuthorizedGroupId,
    userId,
    role: membership.role,
    isOwner: membership.role === 'owner',
  };
}

/**
 * requireMember's read as SQL, for a statement that reads the gate beside other things in one
 * round trip (attendance/parts/admission.ts): the caller's role, null when not a member.
 * `groupId` must be null for an id that is not a UUID (isUuid), never cast.
 */
export function membershipRoleSql(groupId: SQL, userId: SQL): SQL {
  return sql`(select m.role from ${groupMembers} m
    where m.group_id = ${groupId}::uuid and m.user_id = ${userId}::uuid limit 1)`;
}

/** requireMember's answer from the role membershipRoleSql read (null: 404, or removed). */
export async function accessOfRole(
  db: Database,
  groupId: string,
  userId: string,
  role: GroupRole | null,
): Promise<GroupAccess> {
  if (!isUuid(groupId)) throw groupNotFound();
  if (role === null) {
    throw (await wasRemoved(db, groupId, userId)) ? removedFromGroup() : groupNotFound();
  }
  return {
    groupId: groupId.toLowerCase() as AuthorizedGroupId,
    userId,
    role,
    isOwner: role === 'owner',
  };
}

// Every group-scoped request runs it (see db/prepared.ts).
const membershipQuery = preparedPerDatabase((db) =>
  db
    .select({ groupId: groupMembers.groupId, role: groupMembers.role })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, sql`${sql.placeholder('groupId')}::uuid`),
        eq(groupMembers.userId, sql`${sql.placeholder('userId')}::uuid`),
      ),
    )
    .limit(1)
    .prepare('group_membership'),
);

/**
 * The account the owner removed from the group is told so (403 `removed-from-group`) until it
 * is let back or rejoins (docs/decisions/031-removal-keeps-the-link.md): it was a member and
 * knows the group, so this tells it nothing new.
 */
export function removedFromGroup(): ApiError {
  return new ApiError('removed-from-group', JOIN_ERROR_MESSAGES['removed-from-group']);
}

/** Whether the owner removed this account from the group and has not let it back since. */
export async function wasRemoved(db: Database, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: removedMemberships.userId })
    .from(removedMemberships)
    .where(and(eq(removedMemberships.groupId, groupId), eq(removedMemberships.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Access for owner-only actions. Membership is checked first: a non-member gets the same 404 as
 * everywhere else, and only a member learns that the action needs the owner (403).
 */
export async function requireOwner(
  db: Database,
  groupId: string,
  userId: string,
): Promise<GroupAccess> {
  const access = await requireMember(db, groupId, userId);
  ensureOwner(access);
  return access;
}

/** Owner-only actions (appointing coaches, handing over, deleting): 403 for anyone else. */
export function ensureOwner(access: GroupAccess): void {
  if (!access.isOwner) throw new ApiError('permission-denied', GROUP_MESSAGES.ownerOnly);
}

/**
 * The one rule check for every group route: the domain's role × action table (ROLE_RULES,
 * docs/product.md#roles-and-access). A refusal is 403 and says who may: the owner, or the owner
 * and the coaches.
 */
export function ensureMay(access: GroupAccess, action: GroupAction): void {
  if (roleMay(access.role, action)) return;
  const ownerOnly = ROLE_RULES[action].length === 1;
  throw new ApiError(
    'permission-denied',
    ownerOnly ? GROUP_MESSAGES.ownerOnly : COACH_MESSAGES.coachesOnly,
  );
}

/** Membership (404 otherwise), then the action's rule (403). */
export async function requireMay(
  db: Database,
  groupId: string,
  userId: string,
  action: GroupAction,
): Promise<GroupAccess> {
  const access = await requireMember(db, groupId, userId);
  ensureMay(access, action);
  return access;
}

/**
 * Running the group's trainings (the schedule, a day's rules, answers for others) is the owner's
 * and the coaches': 403 for a member.
 */
export function ensureRunsTrainings(access: GroupAccess): void {
  ensureMay(access, 'edit-schedule');
}

/** The same rule asked without throwing: an error's stack costs more than a member's write. */
export function runsTrainings(access: GroupAccess): boolean {
  return roleMay(access.role, 'edit-schedule');
}
