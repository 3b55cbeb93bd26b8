import { roleMay } from '@turnout/domain';
import type { GroupAccess } from '../../http/gate.ts';

// The group's named rules beyond the gate's role × action table (ensureMay in http/gate.ts),
// taking access the gate already granted (so a non-member never gets this far).

/** Who may invite sees the group's invite link among its details: the owner and the coaches. */
export function seesInviteLink(access: GroupAccess): boolean {
  return roleMay(access.role, 'invite');
}
