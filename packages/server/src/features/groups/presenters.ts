import { nameCollator, type Group, type GroupSummary } from '@turnout/domain';
import type { MemberRow } from '../members/data.ts';
import { presentMembers } from '../members/presenters.ts';
import type { GroupWithOwner } from './data.ts';

// Rows to response shapes (domain schemas). Absent optional text is left out, not sent as null.

export function presentGroupSummary(row: GroupWithOwner, currentUserId: string): GroupSummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.location === null ? {} : { location: row.location }),
    ...(row.description === null ? {} : { description: row.description }),
    ownerId: row.ownerId,
    ownerDisplayName: row.ownerDisplayName,
    memberCount: row.memberCount,
    currentUserIsOwner: row.ownerId === currentUserId,
  };
}

/** The full group. `inviteCode` only for the owner (the caller decides by passing it). */
export function presentGroup(
  row: GroupWithOwner,
  members: readonly MemberRow[],
  options: { currentUserId: string; locale: string; inviteCode: string | undefined },
): Group {
  return {
    ...presentGroupSummary(row, options.currentUserId),
    memberCount: members.length,
    members: presentMembers(members, options.locale),
    schedule: row.schedule,
    ...(options.inviteCode === undefined ? {} : { inviteCode: options.inviteCode }),
  };
}

/** Groups by name in the app's locale, ties by id so the order is stable. */
export function byName(locale: string) {
  // One collator per locale, kept: building one costs more than a request's sorting.
  const collator = nameCollator(locale);
  return (a: { name: string; id: string }, b: { name: string; id: string }) =>
    collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
}
