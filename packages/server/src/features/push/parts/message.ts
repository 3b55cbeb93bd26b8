import {
  notificationTargetPath,
  promotedMessage,
  reminderMessage,
  seasonTexts,
  seriesMessage,
  startOfDayMs,
  type AttendanceState,
  type Day,
  type Language,
  type PushMessage,
} from '@turnout/domain';
import { textsIn } from '../../../i18n/i18n.ts';

// The push a member's change sends (docs/product.md#push-notifications): who, which group, which
// day (the product's German full date format, in the app's zone and locale, whatever the
// language), present, away or revoked; in the recipient's language (i18n/en.ts, i18n/de.ts).

/** A push about a day of a group: titled with the group's name, opening that day. */
function groupDayPush(
  notice: { groupId: string; groupName: string },
  timestamp: number,
  content: Pick<PushMessage, 'body' | 'attendance' | 'kind'>,
): PushMessage {
  const { groupId, groupName } = notice;
  const targetPath = notificationTargetPath({ groupId, timestamp, kind: content.kind });
  return { title: groupName, ...content, targetPath, groupId, timestamp };
}

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
  return groupDayPush(notice, timestamp, { body, attendance: notice.attendance });
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
  const body = textsIn(options.language ?? 'en')(`push.${notice.kind}`, { who, group });
  return groupDayPush(notice, timestamp, { body, attendance: null, kind: notice.kind });
}

export interface SeriesNoticeText {
  actorName: string;
  groupName: string;
  groupId: string;
  from: Day;
  to: Day;
  dayCount: number;
  trainingDays: boolean;
  state: AttendanceState;
}

/** A repeating answer's one push: "Ines will attend 12 training days, 1 Dec – 29 Jan". */
export function seriesPushMessage(
  notice: SeriesNoticeText,
  options: { locale: string; timeZone: string; language?: Language },
): PushMessage {
  const timestamp = startOfDayMs(notice.from, options.timeZone);
  const range = formatDayRange(notice.from, notice.to, options);
  const body = seriesMessage(seasonTexts(options.language ?? 'en'), {
    name: notice.actorName,
    state: notice.state,
    count: notice.dayCount,
    trainingDays: notice.trainingDays,
    range,
  });
  const attendance = notice.state === 'undecided' ? null : notice.state === 'present';
  return groupDayPush(notice, timestamp, { body, attendance, kind: 'series' });
}

export interface ReminderNoticeText {
  groupName: string;
  groupId: string;
  day: Day;
  time: string | null;
  present: number;
  away: number;
  waiting?: number | undefined;
}

/** The reminder's push: "Tomorrow 18:30: 5 present, 2 away. Are you coming?", opening the day. */
export function reminderPushMessage(
  notice: ReminderNoticeText,
  options: { locale: string; timeZone: string; language?: Language },
): PushMessage {
  const timestamp = startOfDayMs(notice.day, options.timeZone);
  const body = reminderMessage(seasonTexts(options.language ?? 'en'), notice);
  return groupDayPush(notice, timestamp, { body, attendance: null, kind: 'reminder' });
}

const shortDateFormats = new Map<string, Intl.DateTimeFormat>();

/** "1 Dec – 29 Jan" (en-GB), "1. Dez. – 29. Jan." (de); one date when both are the same day. */
export function formatDayRange(
  from: Day,
  to: Day,
  options: { locale: string; timeZone: string },
): string {
  const key = `${options.locale} ${options.timeZone}`;
  let format = shortDateFormats.get(key);
  if (!format) {
    // eslint-disable-next-line no-restricted-syntax -- this is the server's formatting helper
    format = new Intl.DateTimeFormat(options.locale, {
      day: 'numeric',
      month: 'short',
      timeZone: options.timeZone,
    });
    shortDateFormats.set(key, format);
  }
  const first = format.format(startOfDayMs(from, options.timeZone));
  if (from === to) return first;
  return `${first} – ${format.format(startOfDayMs(to, options.timeZone))}`;
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

export interface PromotedNoticeText {
  groupName: string;
  groupId: string;
  day: Day;
  time: string | null;
}

/** The promoted member's push: "You're in: Thursday 18:30", opening the day. */
export function promotedPushMessage(
  notice: PromotedNoticeText,
  options: { timeZone: string; language?: Language },
): PushMessage {
  const timestamp = startOfDayMs(notice.day, options.timeZone);
  const body = promotedMessage(notice.day, notice.time, options.language ?? 'en');
  return groupDayPush(notice, timestamp, { body, attendance: true, kind: 'promoted' });
}

export interface CoachNoticeText {
  actorName: string;
  groupName: string;
  groupId: string;
  day: Day;
  kind: 'hand-over' | 'nudge' | 'announcement' | 'cancelled';
  /** The announcement's text or the cancellation's reason. */
  message?: string | undefined;
}

/** A coach's word to members (docs/decisions/044-nudges-announcements-cancellations.md). */
export function coachPushMessage(
  notice: CoachNoticeText,
  options: { locale: string; timeZone: string; language?: Language },
): PushMessage {
  const timestamp = startOfDayMs(notice.day, options.timeZone);
  const date = formatFullDate(timestamp, options);
  const body = textsIn(options.language ?? 'en')(`push.coach.${notice.kind}`, {
    who: notice.actorName,
    group: notice.groupName,
    date,
    message: notice.message ?? '',
  });
  return groupDayPush(notice, timestamp, { body, attendance: null, kind: notice.kind });
}
