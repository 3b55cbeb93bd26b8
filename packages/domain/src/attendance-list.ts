import { z } from 'zod/mini';
import type { AttendanceRecord } from './attendance.ts';
import {
  addDays,
  daysBetween,
  daySchema,
  intervalLength,
  type Day,
  type DayInterval,
} from './days.ts';

// The calendar's read: GET /api/groups/:groupId/attendance?from&to. Five months of a group of a
// hundred is some 13,000 records; sent one object each they make 1.7 MB of JSON. Packed per
// member (a character per day, notes by day offset) the same answer is about a tenth of that,
// and the server builds it from one short string per member. The client unpacks it into
// records with unpackAttendanceList.

/** One character per day of the interval in a member's `days`. */
export const DAY_MARKS = { present: '+', away: '-', none: '.' } as const;

const packedMemberSchema = z.object({
  userId: z.string(),
  userDisplayName: z.string(),
  days: z.string().check(z.regex(/^[+.-]*$/)),
  /** Notes by day offset from `from` ("0" is the first day). */
  notes: z.record(z.string().check(z.regex(/^\d{1,4}$/)), z.string()),
  /**
   * Waitlist places by day offset, for present days on which the member waits for a place
   * (docs/decisions/045-training-limit-and-waitlist.md); absent when they wait nowhere.
   */
  waiting: z.optional(
    z.record(z.string().check(z.regex(/^\d{1,4}$/)), z.int().check(z.positive())),
  ),
});
export type PackedMemberAttendance = z.infer<typeof packedMemberSchema>;

export const attendanceListResponseSchema = z
  .object({ from: daySchema, to: daySchema, members: z.array(packedMemberSchema) })
  .check(
    z.superRefine((list, ctx) => {
      const length = intervalLength(list);
      if (length < 1) ctx.addIssue({ code: 'custom', message: 'to before from', path: ['to'] });
      list.members.forEach((member, i) => {
        if (member.days.length !== length) {
          ctx.addIssue({
            code: 'custom',
            message: 'one mark per day',
            path: ['members', i, 'days'],
          });
        }
      });
    }),
  );
export type AttendanceListResponse = z.infer<typeof attendanceListResponseSchema>;

/** The records of a packed list, by day (then in the list's member order). */
export function unpackAttendanceList(list: AttendanceListResponse): AttendanceRecord[] {
  const length = intervalLength(list);
  const days: Day[] = Array.from({ length }, (_, i) => addDays(list.from, i));
  const byDay: AttendanceRecord[][] = days.map(() => []);
  for (const { userId, userDisplayName, days: marks, notes, waiting } of list.members) {
    for (let offset = 0; offset < length; offset++) {
      const mark = marks[offset];
      if (mark === DAY_MARKS.none) continue;
      const note = notes[String(offset)];
      const place = waiting?.[String(offset)];
      byDay[offset]!.push({
        userId,
        userDisplayName,
        day: days[offset]!,
        attendance: mark === DAY_MARKS.present,
        ...(note === undefined ? {} : { note }),
        ...(place === undefined ? {} : { waiting: place }),
      });
    }
  }
  return byDay.flat();
}

/** The packed list of records (the inverse of unpackAttendanceList; for tests and fakes). */
export function packAttendanceList(
  records: readonly AttendanceRecord[],
  interval: DayInterval,
): AttendanceListResponse {
  const length = intervalLength(interval);
  const members = new Map<string, PackedMemberAttendance & { marks: string[] }>();
  for (const record of records) {
    const offset = daysBetween(interval.from, record.day);
    if (offset < 0 || offset >= length) continue;
    let member = members.get(record.userId);
    if (!member) {
      const marks = Array<string>(length).fill(DAY_MARKS.none);
      const { userId, userDisplayName } = record;
      member = { userId, userDisplayName, days: '', notes: {}, marks };
      members.set(record.userId, member);
    }
    member.marks[offset] = record.attendance ? DAY_MARKS.present : DAY_MARKS.away;
    if (record.note !== undefined) member.notes[String(offset)] = record.note;
    if (record.waiting !== undefined) (member.waiting ??= {})[String(offset)] = record.waiting;
  }
  return {
    ...interval,
    members: [...members.values()].map(({ marks, ...member }) => ({
      ...member,
      days: marks.join(''),
    })),
  };
}
