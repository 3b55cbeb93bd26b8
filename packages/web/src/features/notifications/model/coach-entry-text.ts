import type { NotificationContext } from '@turnout/domain';
import type { TFunction } from 'i18next';

// The inbox's words for a coach's entries (docs/product.md#coaches-and-hand-over): an offer of the
// group, a nudge to answer, a day's announcement, a cancelled training.

/** The headline of a coach's entry; undefined for any other entry. */
export function coachEntryHeadline(t: TFunction, context: NotificationContext): string | undefined {
  const who = context.userDisplayName;
  const message = context.message ?? '';
  switch (context.kind) {
    case 'hand-over':
      return t('coaching.inboxHandOver', { who });
    case 'nudge':
      return t('coaching.inboxNudge', { who });
    case 'announcement':
      return t('coaching.inboxAnnouncement', { who, message });
    case 'cancelled':
      return t('coaching.inboxCancelled', { who, message });
    default:
      return undefined;
  }
}
