import { attendanceOfState, type AttendanceRecord, type DayInterval } from '@turnout/domain';
import type { AttendanceChange } from './mutations.ts';

/** One member's days in an interval: a mark per day, and their notes as JSON (`{}` for none). */
export interface MemberDays {
  userId: string;
  days: string;
  notesJson: string;
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
  for (const { userId, days, notesJson } of memberDays) {
    const name = names.get(userId);
    if (name === undefined) continue;
    parts.push(
      `{"userId":${JSON.stringify(userId)},"userDisplayName":${JSON.stringify(name)},` +
        `"days":"${days}","notes":${notesJson}}`,
    );
  }
  return `{"from":"${interval.from}","to":"${interval.to}","members":[${parts.join(',')}]}`;
}

/** The caller's record after a change; null once they are undecided (no record). */
export function presentChangedRecord(
  change: AttendanceChange,
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
  };
}
