import {
  addDays,
  attendanceOfState,
  compareDays,
  DEFAULT_LOCALE,
  isCancelledDay,
  trainingDayOn,
  trainingRulesOn,
  type AttendanceRecord,
  type Day,
  type DayInterval,
  type Schedule,
  type WeekDay,
  type WeekResponse,
} from '@turnout/domain';
import type { WeekGroupRow } from './data.ts';
import type { AttendanceChange } from './mutations.ts';

/** One member's days in an interval: a mark per day, and their notes as JSON (`{}` for none). */
export interface MemberDays {
  userId: string;
  days: string;
  notesJson: string;
  /** Their waitlist places as JSON (`{"3":2}`), or undefined when they wait nowhere. */
  waitingJson?: string | undefined;
}

/**
 * The JSON of attendanceListResponseSchema (the packed list), written directly: each current
 * member's id and name encoded with JSON.stringify, their day marks (only `+`, `-` and `.`) and
 * their notes (JSON the database wrote) as they are. Days of people who are no longer members
 * (they left between the reads) are left out: only current members count.
 */
export function attendanceListJson(
  memberDays: readonly MemberDays[],
  members: readonly { userId: string; userDisplayName: string }[],
  interval: DayInterval,
): string {
  const names = new Map(members.map((member) => [member.userId, member.userDisplayName]));
  const parts: string[] = [];
  for (const { userId, days, notesJson, waitingJson } of memberDays) {
    const name = names.get(userId);
    if (name === undefined) continue;
    const waiting = waitingJson === undefined ? '' : `,"waiting":${waitingJson}`;
    parts.push(
      `{"userId":${JSON.stringify(userId)},"userDisplayName":${JSON.stringify(name)},` +
        `"days":"${days}","notes":${notesJson}${waiting}}`,
    );
  }
  return `{"from":"${interval.from}","to":"${interval.to}","members":[${parts.join(',')}]}`;
}

/** The caller's record after a change; null once they are undecided (no record). */
export function presentChangedRecord(
  change: AttendanceChange & { waitingPlace?: number | undefined },
  userDisplayName: string,
): AttendanceRecord | null {
  const attendance = attendanceOfState(change.current.state);
  if (attendance === undefined) return null;
  return {
    userId: change.userId,
    userDisplayName,
    day: change.day,
    attendance,
    ...(change.current.note === undefined ? {} : { note: change.current.note }),
    ...(change.waitingPlace === undefined ? {} : { waiting: change.waitingPlace }),
  };
}

const byName = new Intl.Collator(DEFAULT_LOCALE).compare;

/**
 * My week from my groups' rows: each training day (not called off) and each day I answered,
 * with my answer and the counts, ordered by day, training time (untimed last), group name.
 */
export function presentWeek(
  rows: readonly WeekGroupRow[],
  interval: DayInterval,
  isClosed: (schedule: Schedule, day: Day) => boolean,
): WeekResponse {
  const days: WeekDay[] = [];
  for (const row of rows) {
    const answered = new Map(row.days.map((answer) => [answer.day, answer]));
    for (let day = interval.from; compareDays(day, interval.to) <= 0; day = addDays(day, 1)) {
      const training = trainingDayOn(row.schedule, day);
      const answer = answered.get(day);
      if (!training && !answer?.mine) continue;
      const rules = trainingRulesOn(row.schedule, day);
      const present = answer?.present ?? 0;
      const waiting = answer?.waiting ?? 0;
      const away = answer?.away ?? 0;
      const mine = answer?.mine;
      days.push({
        groupId: row.groupId,
        groupName: row.groupName,
        day,
        training: training
          ? { time: training.time, end: rules?.end ?? null, place: training.place }
          : null,
        cancelled: isCancelledDay(row.schedule, day),
        mine: mine
          ? {
              attendance: mine.attendance,
              ...(mine.note === null ? {} : { note: mine.note }),
              ...(mine.waiting ? { waiting: true as const } : {}),
            }
          : null,
        counts: { present, waiting, away, undecided: row.members - present - waiting - away },
        // The owner and coaches may still answer (docs/decisions/046-answer-deadline.md).
        closed: row.role === 'member' && isClosed(row.schedule, day),
      });
    }
  }
  days.sort(
    (a, b) =>
      compareDays(a.day, b.day) ||
      (a.training?.time ?? '99:99').localeCompare(b.training?.time ?? '99:99') ||
      byName(a.groupName, b.groupName) ||
      a.groupId.localeCompare(b.groupId),
  );
  return { from: interval.from, to: interval.to, days };
}
