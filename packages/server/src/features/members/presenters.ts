import { sortMembers, type GroupMember, type RemovedMember } from '@turnout/domain';
import type { MemberRow, RemovedMemberRow } from './data.ts';

// Member rows to response shapes (domain schemas). The group's detail lists its members too, so
// groups/presenters.ts uses presentMembers.

export function presentMembers(rows: readonly MemberRow[], locale: string): GroupMember[] {
  return sortMembers(
    rows.map(({ userId, userDisplayName, role }) => ({ userId, userDisplayName, role })),
    locale,
  );
}

export function presentRemovedMember(row: RemovedMemberRow): RemovedMember {
  return {
    userId: row.userId,
    userDisplayName: row.userDisplayName,
    removedAt: row.removedAt.toISOString(),
  };
}
