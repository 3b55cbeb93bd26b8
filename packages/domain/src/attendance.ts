import { z } from 'zod/mini';
import { DEFAULT_LOCALE, LIMITS } from './constants.ts';
import { daySchema, isDay, validateDayInterval, type Day } from './days.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { multilineText } from './text.ts';
import { nameCollator } from './collation.ts';

// Day attendance: docs/product.md#attendance and #day-attendance.

/** The toggle's three states, in its order. */
export const ATTENDANCE_STATES = ['away', 'undecided', 'present'] as const;
export const attendanceStateSchema = z.enum(ATTENDANCE_STATES);
export type AttendanceState = z.infer<typeof attendanceStateSchema>;

/** The product's field: true present, false away, unset undecided. */
export function attendanceOfState(state: AttendanceState): boolean | undefined {
  return state === 'undecided' ? undefined : state === 'present';
}

export function stateOfAttendance(attendance: boolean | null | undefined): AttendanceState {
  return attendance == null ? 'undecided' : attendance ? 'present' : 'away';
}

/** A member's choice for a day: the state and, unless undecided, an optional note. */
export interface AttendanceChoice {
  state: AttendanceState;
  note?: string | undefined;
}

/** Trims the note, drops a blank one, and drops any note with undecided (it clears the note). */
export function normalizeChoice(choice: AttendanceChoice): AttendanceChoice {
  const note = choice.note?.trim();
  return choice.state === 'undecided' || !note
    ? { state: choice.state }
    : { state: choice.state, note };
}

/**
 * PUT /api/groups/:groupId/attendance: set my own attendance for a day. Parsing normalizes the
 * note as normalizeChoice does, so `undecided` always arrives without one.
 */
export const setAttendanceInputSchema = z.pipe(
  z.strictObject({
    day: daySchema,
    state: attendanceStateSchema,
    note: z.optional(
      z.string().check(z.maxLength(LIMITS.note, VALIDATION_MESSAGES.noteTooLong), multilineText()),
    ),
  }),
  z.transform(({ day, ...choice }: { day: Day; state: AttendanceState; note?: string }) => ({
    day,
    ...normalizeChoice(choice),
  })),
);
export type SetAttendanceInput = z.input<typeof setAttendanceInputSchema>;
export type SetAttendanceData = z.output<typeof setAttendanceInputSchema>;

/** One member's record for one day. Undecided members have no record. */
export const attendanceRecordSchema = z.object({
  userId: z.string(),
  userDisplayName: z.string(),
  day: daySchema,
  attendance: z.boolean(),
  note: z.optional(z.string()),
  /**
   * Present but waiting for a place on a day with a limit: the place on the waitlist, 1 next
   * (docs/decisions/045-training-limit-and-waitlist.md). Absent for everyone in.
   */
  waiting: z.optional(z.int().check(z.positive())),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** GET /api/groups/:groupId/attendance?from&to (both days included, bounded span). */
export const attendanceIntervalQuerySchema = z
  .strictObject({ from: daySchema, to: daySchema })
  .check(
    z.superRefine((interval, ctx) => {
      // Zod runs this even when a day failed its own check; such a day already has its issue.
      if (!isDay(interval.from) || !isDay(interval.to)) return;
      const message = validateDayInterval(interval);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['to'] });
    }),
  );
export type AttendanceIntervalQuery = z.infer<typeof attendanceIntervalQuerySchema>;

/** Answer to the PUT: the record as stored, or null after choosing undecided. */
export const setAttendanceResponseSchema = z.object({
  record: z.nullable(attendanceRecordSchema),
});
export type SetAttendanceResponse = z.infer<typeof setAttendanceResponseSchema>;

/** The choice a record stands for; no record means undecided. */
export function choiceOfRecord(
  record: Pick<AttendanceRecord, 'attendance' | 'note'> | undefined,
): AttendanceChoice {
  return normalizeChoice({ state: stateOfAttendance(record?.attendance), note: record?.note });
}

/** True when nothing would change, so nothing is sent (docs/product.md#day-attendance: value and note unchanged). */
export function isNoOpChange(
  previous: AttendanceChoice | undefined,
  next: AttendanceChoice,
): boolean {
  const a = normalizeChoice(previous ?? { state: 'undecided' });
  const b = normalizeChoice(next);
  return a.state === b.state && a.note === b.note;
}

export type StateCounts = Record<AttendanceState, number>;

type DayRecord = Pick<AttendanceRecord, 'userId' | 'attendance'> & {
  note?: string | undefined;
  waiting?: number | undefined;
};

/** The records of one day. */
export function recordsOfDay<T extends { day: Day }>(records: readonly T[], day: Day): T[] {
  return records.filter((record) => record.day === day);
}

function stateByMember(records: readonly DayRecord[], memberIds: ReadonlySet<string>) {
  const states = new Map<string, DayRecord>();
  // Records of people who are no longer members do not count (docs/product.md#attendance).
  for (const record of records) if (memberIds.has(record.userId)) states.set(record.userId, record);
  return states;
}

/**
 * Counts for one day, given that day's records: members without a record are undecided, records
 * of non-members are ignored.
 */
export function countByState(
  records: readonly DayRecord[],
  memberIds: readonly string[],
): StateCounts {
  const members = new Set(memberIds);
  const counts: StateCounts = { away: 0, undecided: 0, present: 0 };
  for (const record of stateByMember(records, members).values()) {
    counts[stateOfAttendance(record.attendance)]++;
  }
  counts.undecided = members.size - counts.away - counts.present;
  return counts;
}

export interface MemberAttendance {
  userId: string;
  userDisplayName: string;
  note?: string;
  /** Present but waiting for a place: the place on the waitlist (ADR 045). */
  waiting?: number;
}

/** The members of a group per state for one day (given that day's records), each list by name. */
export function groupByState(
  records: readonly DayRecord[],
  members: readonly { userId: string; userDisplayName: string }[],
  locale: string = DEFAULT_LOCALE,
): Record<AttendanceState, MemberAttendance[]> {
  const byMember = stateByMember(records, new Set(members.map((member) => member.userId)));
  const lists: Record<AttendanceState, MemberAttendance[]> = {
    away: [],
    undecided: [],
    present: [],
  };
  const seen = new Set<string>();
  for (const { userId, userDisplayName } of members) {
    if (seen.has(userId)) continue;
    seen.add(userId);
    const record = byMember.get(userId);
    const entry: MemberAttendance = { userId, userDisplayName };
    if (record?.note) entry.note = record.note;
    if (record?.waiting !== undefined) entry.waiting = record.waiting;
    lists[stateOfAttendance(record?.attendance)].push(entry);
  }
  const collator = nameCollator(locale);
  for (const list of Object.values(lists)) {
    // Those waiting for a place come after everyone in, in waitlist order.
    list.sort(
      (a, b) =>
        (a.waiting ?? 0) - (b.waiting ?? 0) ||
        collator.compare(a.userDisplayName, b.userDisplayName) ||
        a.userId.localeCompare(b.userId),
    );
  }
  return lists;
}

// An answer sent with a key its device made for it (docs/decisions/055-idempotency-keys.md): the
// server keeps its answer to the key for IDEMPOTENCY_KEY_DAYS, so a retry (after a lost answer,
// from the offline queue, on another instance) writes nothing twice and gets the same answer.
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_DAYS = 7;
/** 8 to 100 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The request headers of a write that takes an idempotency key (other headers pass through). */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.optional(
    z
      .string()
      .check(
        z.regex(
          IDEMPOTENCY_KEY_PATTERN,
          'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_".',
        ),
      ),
  ),
});
