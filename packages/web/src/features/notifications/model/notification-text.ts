import type { Notification } from '@turnout/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config.ts';
import { useDateFormat, useDateRangeFormat } from '../../../lib/datetime.ts';
import { seasonEntryHeadline } from './season-entry-text.ts';
import { coachEntryHeadline } from './coach-entry-text.ts';

export interface NotificationText {
  /** "Grace Hopper will attend". */
  headline: string;
  group: string;
  /**
   * The day in the German full format (docs/product.md#notifications-screen), e.g. "Sonntag, 22.
   * November 2026".
   */
  date: string;
  /** All of it in one sentence, for the in-app indicator. */
  sentence: string;
  /** What the entry says no longer stands: the member has since left or been removed. */
  since?: string;
}

type Kind = 'present' | 'away' | 'revoked' | 'left' | 'removed' | 'removal';

const kindOf = ({ kind, attendance }: Notification['context']): Kind =>
  kind === 'left' || kind === 'removed' || kind === 'removal'
    ? kind
    : attendance === null
      ? 'revoked'
      : attendance
        ? 'present'
        : 'away';

/** The words for an inbox entry: who said what about which day in which group. */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t } = useTranslation();
  const format = useDateFormat();
  const range = useDateRangeFormat();
  const { timeZone } = useConfig();
  return useCallback(
    ({ context }: Notification) => {
      const kind = kindOf(context);
      // What the entry says no longer stands: the member has since left or been removed.
      const sinceText = ({ memberRemoved, userDisplayName }: Notification['context']) =>
        t(memberRemoved ? 'notifications.removedSince' : 'notifications.leftSince', {
          name: userDisplayName,
        });
      // The timestamp is the start of the day in the configured zone, which the formatter uses.
      const date = format(context.timestamp, 'fullDate');
      // A repeating answer or a reminder (season planning) says it in a sentence of its own.
      // A card shows the owner's badge beside the headline; a sentence says it in words.
      const name = context.userIsOwner
        ? t('notifications.ownerName', { name: context.userDisplayName })
        : context.userDisplayName;
      const coach = coachEntryHeadline(t, context);
      if (coach) {
        const group = context.groupName;
        return {
          headline: coach,
          group,
          date,
          sentence: t('season.inGroup', { group, text: coach }),
        };
      }
      const season = seasonEntryHeadline(t, context, range, timeZone);
      if (season) {
        const group = context.groupName;
        const said = seasonEntryHeadline(t, { ...context, userDisplayName: name }, range, timeZone);
        return {
          headline: season,
          group,
          date,
          sentence: t('season.inGroup', { group, text: said }),
          ...(context.memberLeft ? { since: sinceText(context) } : {}),
        };
      }
      const values = { name: context.userDisplayName, group: context.groupName, date };
      return {
        headline: t(`notifications.${kind}`, values),
        group: context.groupName,
        date,
        sentence: t(`notifications.${kind}Sentence`, { ...values, name }),
        ...(context.memberLeft ? { since: sinceText(context) } : {}),
      };
    },
    [t, format, range, timeZone],
  );
}
