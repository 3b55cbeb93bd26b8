import type { Notification } from '@turnout/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/datetime.ts';

export interface NotificationText {
  /** "Grace Hopper will attend". */
  headline: string;
  group: string;
  /** The day in the German full format (SPEC §2), e.g. "Sonntag, 22. November 2026". */
  date: string;
  /** All of it in one sentence, for the in-app indicator. */
  sentence: string;
  /** What the entry says no longer stands: the member has left the group since. */
  since?: string;
}

type Kind = 'present' | 'away' | 'revoked' | 'left' | 'removed';

const kindOf = ({ kind, attendance }: Notification['context']): Kind =>
  kind ?? (attendance === null ? 'revoked' : attendance ? 'present' : 'away');

/** The words for an inbox entry: who said what about which day in which group. */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t } = useTranslation();
  const format = useDateFormat();
  return useCallback(
    ({ context }: Notification) => {
      const kind = kindOf(context);
      // The timestamp is the start of the day in the configured zone, which the formatter uses.
      const date = format(context.timestamp, 'fullDate');
      const values = { name: context.userDisplayName, group: context.groupName, date };
      return {
        headline: t(`notifications.${kind}`, values),
        group: context.groupName,
        date,
        sentence: t(`notifications.${kind}Sentence`, values),
        ...(context.memberLeft ? { since: t('notifications.leftSince', values) } : {}),
      };
    },
    [t, format],
  );
}
