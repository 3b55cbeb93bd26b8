import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import {
  COACH_MESSAGES,
  GROUP_MESSAGES,
  scheduleSchema,
  type Day,
  type InboxEntryKind,
} from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { answerSetters, handOverOffers, trainingNotes } from '../../db/schema-coaching.ts';
import { groupMutes, notifications } from '../../db/schema-delivery.ts';
import { attendances, groupMembers, groups } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Coaches' writes (docs/decisions/043-coaches-and-the-role-gate.md,
// 044-nudges-announcements-cancellations.md). Each runs inside the caller's transaction
// (realtime.write), which announces the live events; the routes queue the pushes after it.

/** The owner makes a member a coach or takes it back; the owner's own row is never changed. */
export async function setRole(
  tx: Database,
  groupId: AuthorizedGroupId,
  userId: string,
  role: 'coach' | 'member',
): Promise<void> {
  const [current] = await tx
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .for('update');
  if (!current) throw new ApiError('not-found', GROUP_MESSAGES.memberNotFound);
  if (current.role === 'owner') throw new ApiError('aborted', COACH_MESSAGES.ownerRole);
  await tx
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/**
 * Who of the group hears of a coach's word: every member but the actor and those who muted the
 * group, narrowed to `only` when given.
 */
async function listeners(
  tx: Database,
  groupId: string,
  actorId: string,
  only?: readonly string[],
): Promise<string[]> {
  if (only && only.length === 0) return [];
  const rows = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        ne(groupMembers.userId, actorId),
        only ? inArray(groupMembers.userId, [...only]) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(groupMutes)
            .where(
              and(
                eq(groupMutes.groupId, groupMembers.groupId),
                eq(groupMutes.userId, groupMembers.userId),
              ),
            ),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** One inbox entry per recipient from the actor about the day (it replaces that day's entry). */
async function writeEntries(
  tx: Database,
  entry: {
    groupId: string;
    actorId: string;
    day: Day;
    kind: InboxEntryKind;
    message?: string;
    now: Date;
  },
  recipientIds: readonly string[],
): Promise<void> {
  if (recipientIds.length === 0) return;
  const details = entry.message === undefined ? null : { message: entry.message };
  await tx
    .insert(notifications)
    .values(
      recipientIds.map((recipientId) => ({
        recipientId,
        actorId: entry.actorId,
        groupId: entry.groupId,
        day: entry.day,
        attendance: null,
        kind: entry.kind,
        details,
        isRead: false,
        updatedAt: entry.now,
      })),
    )
    .onConflictDoUpdate({
      target: [
        notifications.recipientId,
        notifications.actorId,
        notifications.groupId,
        notifications.day,
      ],
      set: {
        attendance: null,
        kind: entry.kind,
        details,
        isRead: false,
        updatedAt: entry.now,
      },
    });
}

/** The owner offers the group to a member or coach; returns who is told (the offered member). */
export async function offerHandOver(
  tx: Database,
  args: { groupId: AuthorizedGroupId; ownerId: string; userId: string; day: Day; now: Date },
): Promise<string[]> {
  const { groupId, ownerId, userId, day, now } = args;
  if (userId === ownerId) throw new ApiError('aborted', COACH_MESSAGES.handOverSelf);
  const [member] = await tx
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  if (!member) throw new ApiError('not-found', GROUP_MESSAGES.memberNotFound);
  await tx
    .insert(handOverOffers)
    .values({ groupId, userId, offeredAt: now })
    .onConflictDoUpdate({ target: handOverOffers.groupId, set: { userId, offeredAt: now } });
  // The offer reaches its member even if they muted the group: it is addressed to them alone.
  await writeEntries(tx, { groupId, actorId: ownerId, day, kind: 'hand-over', now }, [userId]);
  return [userId];
}

/** The owner withdraws the offer; returns who it was made to (their card goes). */
export async function withdrawHandOver(
  tx: Database,
  groupId: AuthorizedGroupId,
  ownerId: string,
): Promise<string | undefined> {
  const [offer] = await tx
    .delete(handOverOffers)
    .where(eq(handOverOffers.groupId, groupId))
    .returning({ userId: handOverOffers.userId });
  if (offer) await deleteHandOverEntries(tx, groupId, ownerId);
  return offer?.userId;
}

async function deleteHandOverEntries(tx: Database, groupId: string, ownerId: string) {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.groupId, groupId),
        eq(notifications.actorId, ownerId),
        eq(notifications.kind, 'hand-over'),
      ),
    );
}

/**
 * The offered member accepts: they become the owner, the old owner a coach, in one transaction
 * with the group row locked (so two accepts, or an accept and a withdrawal, cannot interleave).
 * Returns the old owner's id.
 */
export async function acceptHandOver(
  tx: Database,
  groupId: AuthorizedGroupId,
  userId: string,
): Promise<string> {
  const [group] = await tx
    .select({ ownerId: groups.ownerId })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  const [offer] = await tx
    .delete(handOverOffers)
    .where(and(eq(handOverOffers.groupId, groupId), eq(handOverOffers.userId, userId)))
    .returning({ userId: handOverOffers.userId });
  if (!group || !offer) throw new ApiError('aborted', COACH_MESSAGES.notOffered);
  const oldOwnerId = group.ownerId;
  // The one-owner index: the old owner steps down before the new one steps up.
  await tx
    .update(groupMembers)
    .set({ role: 'coach' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'owner')));
  await tx
    .update(groupMembers)
    .set({ role: 'owner' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  await tx.update(groups).set({ ownerId: userId }).where(eq(groups.id, groupId));
  await deleteHandOverEntries(tx, groupId, oldOwnerId);
  return oldOwnerId;
}

/**
 * Remembers that a coach set the member's answer for the day (cleared when the coach sets it
 * back to undecided). `setAt` is the record's updated_at.
 */
export async function rememberSetter(
  tx: Database,
  args: { groupId: string; userId: string; day: Day; setBy: string; setAt: Date; gone: boolean },
): Promise<void> {
  const { groupId, userId, day, setBy, setAt } = args;
  if (args.gone) {
    await tx
      .delete(answerSetters)
      .where(
        and(
          eq(answerSetters.groupId, groupId),
          eq(answerSetters.userId, userId),
          eq(answerSetters.day, day),
        ),
      );
    return;
  }
  await tx
    .insert(answerSetters)
    .values({ groupId, userId, day, setBy, setAt })
    .onConflictDoUpdate({
      target: [answerSetters.groupId, answerSetters.userId, answerSetters.day],
      set: { setBy, setAt },
    });
}

/**
 * A coach reminds the members who have not answered the day: once per group and day (the row is
 * locked, so two coaches tapping at once send one nudge). Returns who was reminded.
 */
export async function nudge(
  tx: Database,
  args: { groupId: AuthorizedGroupId; actorId: string; day: Day; now: Date },
): Promise<string[]> {
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
  const recipients = await listeners(
    tx,
    groupId,
    actorId,
    silent.map((row) => row.userId),
  );
  await writeEntries(tx, { groupId, actorId, day, kind: 'nudge', now }, recipients);
  await tx
    .update(trainingNotes)
    .set({ nudgedAt: now })
    .where(and(eq(trainingNotes.groupId, groupId), eq(trainingNotes.day, day)));
  return recipients;
}

/** A coach writes or edits the day's announcement; every other member is told. */
export async function announce(
  tx: Database,
  args: { groupId: AuthorizedGroupId; actorId: string; day: Day; text: string; now: Date },
): Promise<string[]> {
  const { groupId, actorId, day, text, now } = args;
  const values = { announcement: text, announcedBy: actorId, announcedAt: now };
  await tx
    .insert(trainingNotes)
    .values({ groupId, day, ...values })
    .onConflictDoUpdate({ target: [trainingNotes.groupId, trainingNotes.day], set: values });
  const recipients = await listeners(tx, groupId, actorId);
  await writeEntries(
    tx,
    { groupId, actorId, day, kind: 'announcement', message: text, now },
    recipients,
  );
  return recipients;
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
  const gone = await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.groupId, groupId),
        eq(notifications.day, day),
        eq(notifications.kind, 'announcement'),
      ),
    )
    .returning({ recipientId: notifications.recipientId });
  return gone.map((row) => row.recipientId);
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
  args: { groupId: AuthorizedGroupId; actorId: string; day: Day; reason: string; now: Date },
): Promise<string[]> {
  const { groupId, actorId, day, reason, now } = args;
  await markCancelled(tx, groupId, day, true);
  const values = { cancelReason: reason, cancelledBy: actorId, cancelledAt: now };
  await tx
    .insert(trainingNotes)
    .values({ groupId, day, ...values })
    .onConflictDoUpdate({ target: [trainingNotes.groupId, trainingNotes.day], set: values });
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
  const recipients = await listeners(
    tx,
    groupId,
    actorId,
    present.map((row) => row.userId),
  );
  await writeEntries(
    tx,
    { groupId, actorId, day, kind: 'cancelled', message: reason, now },
    recipients,
  );
  return recipients;
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
