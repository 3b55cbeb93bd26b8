import { nameCollator, type Invite } from '@turnout/domain';
import type { InviteDetails } from './data.ts';

/** An invite (docs/product.md#invites). `expires` is null for a link that does not expire. */
export function presentInvite(row: InviteDetails): Invite {
  return {
    inviteCode: row.code,
    groupId: row.groupId,
    groupName: row.groupName,
    groupOwnerId: row.groupOwnerId,
    groupOwnerDisplayName: row.groupOwnerDisplayName,
    ...(row.groupLocation === null ? {} : { groupLocation: row.groupLocation }),
    ...(row.groupDescription === null ? {} : { groupDescription: row.groupDescription }),
    expires: row.expiresAt?.toISOString() ?? null,
  };
}

/** By group name in the app's locale, as the groups list; ties by group id. */
export function sortByGroupName(invites: Invite[], locale: string): Invite[] {
  const collator = nameCollator(locale);
  return invites.sort(
    (a, b) => collator.compare(a.groupName, b.groupName) || a.groupId.localeCompare(b.groupId),
  );
}
