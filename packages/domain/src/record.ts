import { z } from 'zod/mini';
import { attendanceStateSchema } from './attendance.ts';
import { compareDays, daySchema, isDay, validateDayInterval, type Day } from './days.ts';

// The season's record (docs/product.md#the-seasons-record, docs/decisions/049-roll-call-and-closed-days.md,
// 050-history-that-holds.md): who came on a day ("Who came", the roll call), and the people who
// are in a group's history though no longer members. A person is a row of the server's
// group_people: stable across leaving, rejoining and account deletion, so the record names
// people by `personId`, never by account.

/** Where a person in the record stands now. */
export const RECORD_PERSON_STATUSES = ['member', 'former', 'deleted'] as const;
export type RecordPersonStatus = (typeof RECORD_PERSON_STATUSES)[number];

/** Someone in a group's record: a member, a former member, or "Deleted member N". */
export const recordPersonSchema = z.object({
  personId: z.string(),
  status: z.enum(RECORD_PERSON_STATUSES),
  /** The account while it exists; null once deleted. */
  userId: z.nullable(z.string()),
  /** The account's name; null once deleted (shown as "Deleted member N"). */
  displayName: z.nullable(z.string()),
  /** N of "Deleted member N" (per group); null while the account exists. */
  deletedNumber: z.nullable(z.int()),
});
export type RecordPerson = z.infer<typeof recordPersonSchema>;

/** One person on a day's roll call: what they answered, and whether they came. */
export const rollCallEntrySchema = z.object({
  ...recordPersonSchema.shape,
  /** What they answered for the day (undecided: no answer). */
  answer: attendanceStateSchema,
  /** Still on the day's waitlist: the place (docs/decisions/045-training-limit-and-waitlist.md). */
  waiting: z.optional(z.int().check(z.positive())),
  /**
   * Recorded as there; before the day has a record, what the answers suggest (said present and
   * has a place, the waitlist's promoted included).
   */
  came: z.boolean(),
});
export type RollCallEntry = z.infer<typeof rollCallEntrySchema>;

/**
 * GET …/days/:day/roll-call. Whoever runs the trainings gets everyone in the day's record (the
 * members, and former members who answered or were recorded that day); a member gets only
 * their own entry (or none, for a day they have nothing on).
 */
export const rollCallSchema = z.object({
  day: daySchema,
  /** Whether a coach saved the day's record; until then `came` is the answers' suggestion. */
  recorded: z.boolean(),
  /** The last save: when and by whom (null: that account is gone). */
  recordedAt: z.nullable(z.iso.datetime({ offset: true })),
  recordedByDisplayName: z.nullable(z.string()),
  /** Whether the roll call can be taken: the day has begun (the group's time zone). */
  open: z.boolean(),
  entries: z.array(rollCallEntrySchema),
});
export type RollCall = z.infer<typeof rollCallSchema>;

/** The most people one roll call names (a group's members and its history, well beyond). */
export const ROLL_CALL_MAX_PEOPLE = 2000;

/**
 * PUT …/days/:day/roll-call: the people who came. Everyone else on the day's roll call is
 * recorded as not there; an id that is not on it is refused.
 */
export const saveRollCallInputSchema = z.strictObject({
  came: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(ROLL_CALL_MAX_PEOPLE)),
});
export type SaveRollCallInput = z.infer<typeof saveRollCallInputSchema>;

/** One answer of a former member (or deleted one) on a past day, from the group's history. */
export const pastAnswerSchema = z.object({
  personId: z.string(),
  day: daySchema,
  attendance: z.boolean(),
});
export type PastAnswer = z.infer<typeof pastAnswerSchema>;

/**
 * GET …/history?from&to: the answers of people no longer members in the interval, and the days'
 * records (roll calls) of everyone.
 */
export const historyQuerySchema = z.strictObject({ from: daySchema, to: daySchema }).check(
  z.superRefine((interval, ctx) => {
    if (!isDay(interval.from) || !isDay(interval.to)) return;
    const message = validateDayInterval(interval);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['to'] });
  }),
);
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historySchema = z.object({
  /** Everyone the answers and records name: former and deleted members, and members. */
  people: z.array(recordPersonSchema),
  answers: z.array(pastAnswerSchema),
  /** The days' records (roll calls) of everyone, current members included. */
  came: z.array(z.object({ personId: z.string(), day: daySchema, came: z.boolean() })),
});
export type History = z.infer<typeof historySchema>;

/** Whether a day is over in a zone whose today is `today`: members' own answers are closed. */
export function isPastDay(day: Day, today: Day): boolean {
  return compareDays(day, today) < 0;
}

/** The name a person is shown with: theirs, or "Deleted member N" from the caller's texts. */
export function recordPersonName(
  person: Pick<RecordPerson, 'displayName' | 'deletedNumber'>,
  deletedMember: (n: number) => string,
): string {
  return person.displayName ?? deletedMember(person.deletedNumber ?? 0);
}

/** The server's answers about the record (English; German in RECORD_MESSAGES_DE). */
export const RECORD_MESSAGES = {
  dayClosed: 'This day is over: its answers are closed. Ask a coach.',
  rollCallNotOpen: 'Who came can be recorded from the day of the training on.',
  personNotOnRollCall: 'Someone named is not on this day’s roll call.',
} as const;

export const RECORD_MESSAGES_DE = {
  dayClosed:
    'Dieser Tag ist vorbei, seine Antworten sind geschlossen. Frag eine Trainerin oder einen Trainer.',
  rollCallNotOpen: 'Wer da war, lässt sich ab dem Tag des Trainings festhalten.',
  personNotOnRollCall: 'Jemand Genanntes steht nicht auf der Anwesenheitsliste dieses Tages.',
} as const satisfies { [K in keyof typeof RECORD_MESSAGES]: string };
