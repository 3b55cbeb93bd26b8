import type { Invite } from '@turnout/domain';
import type { TFunction } from 'i18next';

/**
 * docs/product.md#invite-dialog: the Share button exists only where the browser or shell can share
 * natively.
 */
export function canShare(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * Opens the native share sheet with the product's content
 * (docs/product.md#invite-links-and-sharing: title "Join {group} on Turnout", a text naming the
 * owner, the link). Dismissing the sheet is not an error.
 */
export async function shareInviteLink(t: TFunction, invite: Invite, link: string): Promise<void> {
  const values = { groupName: invite.groupName, ownerDisplayName: invite.groupOwnerDisplayName };
  try {
    await navigator.share({
      title: t('invites.shareTitle', values),
      text: t('invites.shareText', values),
      url: link,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    throw error;
  }
}
