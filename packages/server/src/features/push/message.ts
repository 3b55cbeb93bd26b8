import {
  notificationTargetPath,
  startOfDayMs,
  type Day,
  type Language,
  type PushMessage,
} from '@turnout/domain';
import { textsIn } from '../../i18n/i18n.ts';

// The push a member's change sends: who, which group, which day (the spec's German full date
// format, in the app's zone and locale, whatever the language), present, away or revoked; in
// the recipient's language (i18n/en.ts, i18n/de.ts).

export interface AttendanceNoticeText {
  actorName: string;
  groupName: string;
  groupId: string;
  day: Day;
  /** true present, false away, null revoked. */
  attendance: boolean | null;
}

export function attendancePushMessage(
  notice: AttendanceNoticeText,
  options: { locale: string; timeZone: string; language?: Language },
): PushMessage {
  const timestamp = startOfDayMs(notice.day, options.timeZone);
  const date = formatFullDate(timestamp, options);
  const { actorName: who, groupName: group } = notice;
  const kind =
    notice.attendance === true ? 'present' : notice.attendance === false ? 'away' : 'revoked';
  const body = textsIn(options.language ?? 'en')(`push.${kind}`, { who, group, date });
  return {
    title: group,
    body,
    targetPath: notificationTargetPath({ groupId: notice.groupId, timestamp }),
    groupId: notice.groupId,
    timestamp,
    attendance: notice.attendance,
  };
}

export interface MembershipEndNoticeText {
  actorName: string;
  groupName: string;
  groupId: string;
  /** The day the owner's inbox entry is about (today when it happened). */
  day: Day;
  kind: 'left' | 'removed';
}

/** The push the owner gets when a member leaves or is removed, worded like the inbox card. */
export function membershipEndPushMessage(
  notice: MembershipEndNoticeText,
  options: { timeZone: string; language?: Language },
): PushMessage {
  const timestamp = startOfDayMs(notice.day, options.timeZone);
  const { actorName: who, groupName: group } = notice;
  return {
    title: group,
    body: textsIn(options.language ?? 'en')(`push.${notice.kind}`, { who, group }),
    targetPath: notificationTargetPath({ groupId: notice.groupId, timestamp }),
    groupId: notice.groupId,
    timestamp,
    attendance: null,
    kind: notice.kind,
  };
}

const fullDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The server's one date formatter (the web app has its own in lib/datetime.ts): the full date,
 * e.g. "Sonntag, 29. März 2026" for de in Europe/Berlin.
 */
export function formatFullDate(ms: number, options: { locale: string; timeZone: string }): string {
  const key = `${options.locale} ${options.timeZone}`;
  let format = fullDateFormats.get(key);
  if (!format) {
    // eslint-disable-next-line no-restricted-syntax -- this is the server's formatting helper
    format = new Intl.DateTimeFormat(options.locale, {
      dateStyle: 'full',
      timeZone: options.timeZone,
    });
    fullDateFormats.set(key, format);
  }
  return format.format(ms);
}
