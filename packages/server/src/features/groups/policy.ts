import { GROUP_MESSAGES } from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { ensureOwner, type GroupAccess } from '../../http/gate.ts';

// The group's owner-only rules, named, in one place; the plain "owner only" check is the gate's
// own (ensureOwner in http/gate.ts). Each takes access the gate already granted (so a non-member
// never gets this far) and throws the 403 or 409 a member sees.

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
