import { and, eq, isNull, sql } from 'drizzle-orm';
import { COACH_MESSAGES, GROUP_MESSAGES, scheduleSchema, type Day } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { trainingNotes } from '../../../db/schema-coaching.ts';
import { attendances, groupMembers, groups } from '../../../db/schema.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { AuthorizedGroupId } from '../../../http/gate.ts';
import { deleteEntries, tellListeners } from './coach-inbox.ts';

// A coach's tools for one training day (docs/decisions/044-nudges-announcements-cancellations.md):
// the nudge, the announcement and the cancellation, each kept in the day's note (one
// training_notes row per group and day) and told to the members it concerns. Each runs inside
// the caller's transaction (realtime.write), which announces the live events; the routes queue
// the pushes after it.

interface DayArgs {
  groupId: AuthorizedGroupId;
  actorId: string;
  day: Day;
  now: Date;
}

/** What a coach's word writes into the day's note: an announcement or a cancellation. */
type NoteValues =
  | { announcement: string; announcedBy: string; announcedAt: Date }
  | { cancelReason: string; cancelledBy: string; cancelledAt: Date };

/** Writes the coach's word into the day's note, making the note if the day has none yet. */
async function writeDayNote(tx: Database, groupId: string, day: Day, values: NoteValues) {
  await tx
    .insert(trainingNotes)
    .values({ groupId, day, ...values })
    .onConflictDoUpdate({ target: [trainingNotes.groupId, trainingNotes.day], set: values });
}

/**
 * A coach reminds the members who have not answered the day: once per group and day (the row is
 * locked, so two coaches tapping at once send one nudge). Returns who was reminded.
 */
export async function nudge(tx: Database, args: DayArgs): Promise<string[]> {
  const { groupId, actorId, day, now } = args;
  await tx.insert(trainingNotes).values({ groupId, day }).onConflictDoNothing();
  const [note] = await tx
    .select({ nudgedAt: trainingNotes.nudgedAt })
    .from(trainingNotes)
    .where(and(eq(trainingNotes.groupId, groupId), eq(trainingNotes.day, day)))
    .for('update');
  if (note?.nudgedAt) throw new ApiError('aborted', COACH_MESSAGES.alreadyNudged);
  const silent = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .leftJoin(
      attendances,
      and(
        eq(attendances.groupId, groupMembers.groupId),
        eq(attendances.userId, groupMembers.userId),
        eq(attendances.day, day),
      ),
    )
    .where(and(eq(groupMembers.groupId, groupId), isNull(attendances.userId)));
  const recipients = await tellListeners(
    tx,
    { groupId, actorId, day, kind: 'nudge', now },
    silent.map((row) => row.userId),
  );
  await tx
    .update(trainingNotes)
    .set({ nudgedAt: now })
    .where(and(eq(trainingNotes.groupId, groupId), eq(trainingNotes.day, day)));
  return recipients;
}

/** A coach writes or edits the day's announcement; every other member is told. */
export async function announce(tx: Database, args: DayArgs & { text: string }): Promise<string[]> {
  const { groupId, actorId, day, text, now } = args;
  await writeDayNote(tx, groupId, day, {
    announcement: text,
    announcedBy: actorId,
    announcedAt: now,
  });
  return tellListeners(tx, { groupId, actorId, day, kind: 'announcement', message: text, now });
}

/** Withdraws the day's announcement and its inbox cards; returns whose inbox changed. */
export async function withdrawAnnouncement(
  tx: Database,
  groupId: AuthorizedGroupId,
  day: Day,
): Promise<string[]> {
  const [note] = await tx
    .update(trainingNotes)
    .set({ announcement: null, announcedBy: null, announcedAt: null })
    .where(
      and(
        eq(trainingNotes.groupId, groupId),
        eq(trainingNotes.day, day),
        sql`${trainingNotes.announcement} is not null`,
      ),
    )
    .returning({ day: trainingNotes.day });
  if (!note) throw new ApiError('not-found', COACH_MESSAGES.noAnnouncement);
  return deleteEntries(tx, groupId, 'announcement', { day });
}

/** The group's schedule with the day among its cancelled dates, or without it. */
async function markCancelled(tx: Database, groupId: string, day: Day, cancelled: boolean) {
  const [group] = await tx
    .select({ schedule: groups.schedule })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  if (!group) throw new ApiError('not-found', GROUP_MESSAGES.notFound);
  const dates = group.schedule.cancelledDates.filter((date) => date !== day);
  // The schedule's own rules (at most so many cancelled dates) hold for a cancellation too.
  const schedule = scheduleSchema.parse({
    ...group.schedule,
    cancelledDates: cancelled ? [...dates, day] : dates,
  });
  await tx.update(groups).set({ schedule, updatedAt: new Date() }).where(eq(groups.id, groupId));
  return group.schedule;
}

/**
 * A coach cancels the day's training with a reason: the day joins the schedule's cancelled
 * dates, and the members who said present are told. `isTrainingDay` is checked by the caller.
 */
export async function cancelTraining(
  tx: Database,
  args: DayArgs & { reason: string },
): Promise<string[]> {
  const { groupId, actorId, day, reason, now } = args;
  await markCancelled(tx, groupId, day, true);
  await writeDayNote(tx, groupId, day, {
    cancelReason: reason,
    cancelledBy: actorId,
    cancelledAt: now,
  });
  const present = await tx
    .select({ userId: attendances.userId })
    .from(attendances)
    .where(
      and(
        eq(attendances.groupId, groupId),
        eq(attendances.day, day),
        eq(attendances.attendance, true),
      ),
    );
  return tellListeners(
    tx,
    { groupId, actorId, day, kind: 'cancelled', message: reason, now },
    present.map((row) => row.userId),
  );
}

/** Takes a cancellation back: the day is a training day again. */
export async function restoreTraining(
  tx: Database,
  groupId: AuthorizedGroupId,
  day: Day,
): Promise<void> {
  const before = await markCancelled(tx, groupId, day, false);
  if (!before.cancelledDates.includes(day)) {
    throw new ApiError('not-found', COACH_MESSAGES.notCancelled);
  }
  await tx
    .update(trainingNotes)
    .set({ cancelReason: null, cancelledBy: null, cancelledAt: null })
    .where(and(eq(trainingNotes.groupId, groupId), eq(trainingNotes.day, day)));
}
