import {
  COACH_MESSAGES,
  GROUP_MESSAGES,
  targetMayBeRemoved,
  type GroupRole,
} from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { ensureMay, type GroupAccess } from '../../http/gate.ts';

// Who may end whose membership, beyond the gate's role × action table (ensureMay in
// http/gate.ts). Takes access the gate already granted, and throws the 403 or 409 a member sees.

/**
 * A member or coach may leave (their own id); the owner cannot leave their own group (they hand
 * it over first). The owner removes anyone else; a coach removes members only, never the owner
 * or another coach. `targetRole` is null when the target is not in the group (a 404 follows).
 */
export function membershipEndKind(
  access: GroupAccess,
  targetUserId: string,
  targetRole: GroupRole | null,
): 'left' | 'removed' {
  if (targetUserId === access.userId) {
    if (access.isOwner) throw new ApiError('aborted', GROUP_MESSAGES.ownerCannotLeave);
    return 'left';
  }
  ensureMay(access, 'remove-member');
  if (targetRole !== null && !targetMayBeRemoved(access.role, targetRole)) {
    throw new ApiError('permission-denied', COACH_MESSAGES.notYourRole);
  }
  return 'removed';
}
