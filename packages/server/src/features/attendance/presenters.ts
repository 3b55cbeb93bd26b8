import {
  addDays,
  attendanceOfState,
  intervalLength,
  type AttendanceRecord,
  type DayInterval,
} from '@turnout/domain';
import type { PackedAttendance } from './data.ts';
import type { AttendanceChange } from './mutations.ts';

/**
 * The JSON of attendanceListResponseSchema, by day, written directly from the packed rows. The
 * calendar reads five months of a whole group at once (thousands of records); building objects,
 * checking them with zod and stringifying them would cost several times the database read.
 * Each member's `userId` and `userDisplayName` are encoded once, notes with JSON.stringify.
 * Rows of users missing from `members` (they left between the two reads) are left out: only
 * current members count.
 */
export function attendanceListJson(
  packed: readonly PackedAttendance[],
  members: readonly { userId: string; userDisplayName: string }[],
  interval: DayInterval,
): string {
  const names = new Map(members.map((member) => [member.userId, member.userDisplayName]));
  const length = intervalLength(interval);
  const days = Array.from({ length }, (_, i) => JSON.stringify(addDays(interval.from, i)));
  const byDay: string[][] = Array.from({ length }, () => []);
  for (const { userId, days: entries, notes } of packed) {
    const name = names.get(userId);
    if (name === undefined) continue;
    const head = `{"userId":${JSON.stringify(userId)},"userDisplayName":${JSON.stringify(name)}`;
    const notesByOffset = notes === null ? {} : (JSON.parse(notes) as Record<string, string>);
    for (const entry of entries.split(',')) {
      const key = entry.slice(0, -1);
      const offset = Number(key);
      const note = Object.hasOwn(notesByOffset, key)
        ? `,"note":${JSON.stringify(notesByOffset[key])}`
        : '';
      const present = entry.endsWith('+');
      byDay[offset]!.push(`${head},"day":${days[offset]},"attendance":${present}${note}}`);
    }
  }
  return `{"records":[${byDay.flat().join(',')}]}`;
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
