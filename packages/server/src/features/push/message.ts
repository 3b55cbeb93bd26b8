import { notificationTargetPath, startOfDayMs, type Day, type PushMessage } from '@turnout/domain';

// The push a member's change sends: who, which group, which day (the spec's German full date
// format, in the app's zone and locale), present, away or revoked.

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
  options: { locale: string; timeZone: string },
): PushMessage {
  const timestamp = startOfDayMs(notice.day, options.timeZone);
  const date = formatFullDate(timestamp, options);
  const { actorName: who, groupName: group } = notice;
  const body =
    notice.attendance === true
      ? `${who} will attend ${group} on ${date}.`
      : notice.attendance === false
        ? `${who} will not attend ${group} on ${date}.`
        : `${who} withdrew their answer for ${group} on ${date}.`;
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
  options: { timeZone: string },
): PushMessage {
  const timestamp = startOfDayMs(notice.day, options.timeZone);
  const { actorName: who, groupName: group } = notice;
  return {
    title: group,
    body: notice.kind === 'left' ? `${who} left ${group}.` : `${who} was removed from ${group}.`,
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
