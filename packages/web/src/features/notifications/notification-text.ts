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
}

type Kind = 'present' | 'away' | 'revoked';

const kindOf = (attendance: boolean | null): Kind =>
  attendance === null ? 'revoked' : attendance ? 'present' : 'away';

/** The words for an inbox entry: who said what about which day in which group. */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t } = useTranslation();
  const format = useDateFormat();
  return useCallback(
    ({ context }: Notification) => {
      const kind = kindOf(context.attendance);
      // The timestamp is the start of the day in the configured zone, which the formatter uses.
      const date = format(context.timestamp, 'fullDate');
      const values = { name: context.userDisplayName, group: context.groupName, date };
      return {
        headline: t(`notifications.${kind}`, values),
        group: context.groupName,
        date,
        sentence: t(`notifications.${kind}Sentence`, values),
      };
    },
    [t, format],
  );
}
