import { and, eq, sql } from 'drizzle-orm';
import {
  isAnswerClosed,
  addDays,
  reminderDueAt,
  startOfDayMs,
  today,
  trainingDayOn,
  type Day,
  type NotificationContext,
  type Schedule,
} from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { attendances, groupMembers, groups } from '../../../db/schema.ts';
import { groupMutes, notifications, type InboxEntryDetails } from '../../../db/schema-delivery.ts';
import { groupReminders, reminderJobs } from '../../../db/schema-season.ts';
import { answerTokenExpiry } from '../../answer-links/parts/tokens.ts';

// The reminder job table (docs/decisions/022-season-planning.md). Planning inserts the jobs
// that are due, one per member, group and training day (the key makes a second insert, by this
// instance or another, do nothing); sending claims pending jobs with FOR UPDATE SKIP LOCKED, as
// the mail outbox does, and marks each sent or skipped in the transaction that writes its inbox
// card. A job is never planned twice, so a restart neither loses nor repeats a reminder.

/** A reminder is planned from its due time until its day begins; later it would be no use. */
function isDueNow(day: Day, hour: number, now: number, timeZone: string): boolean {
  return reminderDueAt(day, hour, timeZone) <= now && now < startOfDayMs(day, timeZone);
}

/**
 * Inserts the jobs due at `now`: members with reminders on, for their group's next training day
 * (not cancelled), once its eve has reached their hour. Returns how many were new.
 */
export async function planReminders(
  db: Database,
  options: { now: Date; timeZone: string },
): Promise<number> {
  const rows = await db
    .select({
      groupId: groupReminders.groupId,
      userId: groupReminders.userId,
      hour: groupReminders.hour,
      schedule: groups.schedule,
    })
    .from(groupReminders)
    .innerJoin(groups, eq(groups.id, groupReminders.groupId))
    .where(
      and(
        eq(groupReminders.enabled, true),
        sql`jsonb_array_length(${groups.schedule} -> 'trainingDays') > 0`,
      ),
    );
  const now = options.now.getTime();
  const { timeZone } = options;
  // Today is the eve of tomorrow, the only day a reminder can be due for now.
  const tomorrow = addDays(today(timeZone, now), 1);
  const jobs = rows
    .filter(
      (row) => trainingDayOn(row.schedule, tomorrow) && isDueNow(tomorrow, row.hour, now, timeZone),
    )
    .map((row) => ({
      groupId: row.groupId,
      userId: row.userId,
      day: tomorrow,
      dueAt: new Date(reminderDueAt(tomorrow, row.hour, timeZone)),
    }));
  if (jobs.length === 0) return 0;
  const inserted = await db
    .insert(reminderJobs)
    .values(jobs)
    .onConflictDoNothing()
    .returning({ day: reminderJobs.day });
  return inserted.length;
}

export interface ClaimedReminder {
  groupId: string;
  userId: string;
  day: Day;
}

/**
 * Claims up to `limit` pending jobs that are due; call inside a transaction, which holds their
 * row locks until it marks them. Another instance's claim skips locked rows instead of waiting.
 */
export async function claimDueReminders(
  tx: Database,
  options: { now: Date; limit: number },
): Promise<ClaimedReminder[]> {
  const rows = await tx
    .select({ groupId: reminderJobs.groupId, userId: reminderJobs.userId, day: reminderJobs.day })
    .from(reminderJobs)
    .where(
      and(
        eq(reminderJobs.state, 'pending'),
        sql`${reminderJobs.dueAt} <= ${options.now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(reminderJobs.dueAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => ({ ...row, day: row.day as Day }));
}

export interface ReminderCard {
  recipientId: string;
  groupId: string;
  day: Day;
  time: string | null;
  place: string | null;
  present: number;
  away: number;
  waiting?: number;
  /** When the day's answer tokens stop answering (the day's end or its deadline). */
  answerUntil: number;
}

/**
 * Whether the claimed job should still go out, and what its card says: the member still has
 * reminders on for the group, has not muted it, has not answered the day, the day is still a
 * training day, and it has not begun. Undefined: skip it.
 */
export async function reminderCardFor(
  tx: Database,
  job: ClaimedReminder,
  options: { now: Date; timeZone: string },
): Promise<ReminderCard | undefined> {
  if (options.now.getTime() >= startOfDayMs(job.day, options.timeZone)) return undefined;
  const [row] = await tx
    .select({
      schedule: groups.schedule,
      enabled: groupReminders.enabled,
      muted: sql<boolean>`exists (select 1 from ${groupMutes} m
        where m.group_id = ${groupReminders.groupId} and m.user_id = ${groupReminders.userId})`,
      answered: sql<boolean>`exists (select 1 from ${attendances} a
        where a.group_id = ${groupReminders.groupId} and a.user_id = ${groupReminders.userId}
          and a.day = ${job.day}::date)`,
      present: sql<number>`(select count(*)::int from ${attendances} a
        join ${groupMembers} gm on gm.group_id = a.group_id and gm.user_id = a.user_id
        where a.group_id = ${groupReminders.groupId} and a.day = ${job.day}::date and a.attendance
          and a.waiting_since is null)`,
      // Those present beyond the day's limit (docs/decisions/045-training-limit-and-waitlist.md).
      waiting: sql<number>`(select count(*)::int from ${attendances} a
        join ${groupMembers} gm on gm.group_id = a.group_id and gm.user_id = a.user_id
        where a.group_id = ${groupReminders.groupId} and a.day = ${job.day}::date
          and a.waiting_since is not null)`,
      away: sql<number>`(select count(*)::int from ${attendances} a
        join ${groupMembers} gm on gm.group_id = a.group_id and gm.user_id = a.user_id
        where a.group_id = ${groupReminders.groupId} and a.day = ${job.day}::date
          and not a.attendance)`,
    })
    .from(groupReminders)
    .innerJoin(groups, eq(groups.id, groupReminders.groupId))
    .where(and(eq(groupReminders.groupId, job.groupId), eq(groupReminders.userId, job.userId)))
    .limit(1);
  if (!row || !row.enabled || row.muted || row.answered) return undefined;
  const training = trainingDayOn(row.schedule as Schedule, job.day);
  if (!training) return undefined;
  // Answers already closed (ADR 046): the member could not answer any more.
  if (isAnswerClosed(row.schedule as Schedule, job.day, options.now.getTime(), options.timeZone)) {
    return undefined;
  }
  return {
    recipientId: job.userId,
    groupId: job.groupId,
    day: job.day,
    time: training.time,
    place: training.place,
    present: row.present,
    away: row.away,
    ...(row.waiting > 0 ? { waiting: row.waiting } : {}),
    answerUntil: answerTokenExpiry(row.schedule as Schedule, job.day, options.timeZone),
  };
}

/**
 * The in-app card: an inbox entry of kind `reminder`, the member's own (actor and recipient are
 * the same, so it never meets another member's entry for that day). Returns its id.
 */
export async function writeReminderCard(
  tx: Database,
  card: ReminderCard,
  now: Date,
): Promise<string> {
  const reminder: NonNullable<NotificationContext['reminder']> = {
    time: card.time,
    place: card.place,
    present: card.present,
    away: card.away,
    ...(card.waiting ? { waiting: card.waiting } : {}),
  };
  const details: InboxEntryDetails = { reminder };
  const [row] = await tx
    .insert(notifications)
    .values({
      recipientId: card.recipientId,
      actorId: card.recipientId,
      groupId: card.groupId,
      day: card.day,
      attendance: null,
      kind: 'reminder',
      details,
      isRead: false,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        notifications.recipientId,
        notifications.actorId,
        notifications.groupId,
        notifications.day,
      ],
      set: { kind: 'reminder', details, attendance: null, isRead: false, updatedAt: now },
    })
    .returning({ id: notifications.id });
  return row!.id;
}

export async function markReminder(
  tx: Database,
  job: ClaimedReminder,
  state: 'sent' | 'skipped',
  now: Date,
): Promise<void> {
  await tx
    .update(reminderJobs)
    .set({ state, doneAt: now })
    .where(
      and(
        eq(reminderJobs.userId, job.userId),
        eq(reminderJobs.groupId, job.groupId),
        eq(reminderJobs.day, job.day),
      ),
    );
}

/** Drops finished jobs whose day is long past (the key only has to outlive the eve). */
export async function pruneReminderJobs(db: Database, options: { before: Day }): Promise<void> {
  await db.execute(
    sql`delete from ${reminderJobs} where state <> 'pending' and day < ${options.before}::date`,
  );
}
