import { GROUP_MESSAGES } from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import type { GroupAccess } from './gate.ts';

// The owner-only rules, named, in one place. Each takes access the gate already granted (so a
// non-member never gets this far) and throws the 403 or 409 a member sees.

/** Changing or deleting the group, and its invite link, are the owner's. */
export function ensureOwner(access: GroupAccess): void {
  if (!access.isOwner) throw new ApiError('permission-denied', GROUP_MESSAGES.ownerOnly);
}

/** Only the owner sees the group's invite link among its details. */
export function seesInviteLink(access: GroupAccess): boolean {
  return access.isOwner;
}

/**
 * A member may leave (their own id); only the owner removes someone else, and the owner cannot
 * leave their own group.
 */
export function membershipEndKind(access: GroupAccess, targetUserId: string): 'left' | 'removed' {
  if (targetUserId === access.userId) {
    if (access.isOwner) throw new ApiError('aborted', GROUP_MESSAGES.ownerCannotLeave);
    return 'left';
  }
  ensureOwner(access);
  return 'removed';
}
