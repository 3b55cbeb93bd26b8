import { and, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Day, HandOverOffer, TrainingNote } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { answerSetters, handOverOffers, trainingNotes } from '../../db/schema-coaching.ts';
import { attendances, users } from '../../db/schema.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Reads for coaches' notes: the day notes from a day on, who set which answers, the pending
// hand-over offer.

export interface TrainingNoteRow {
  day: string;
  announcement: string | null;
  announcedByName: string | null;
  announcedAt: Date | null;
  cancelReason: string | null;
  cancelledByName: string | null;
  cancelledAt: Date | null;
  nudgedAt: Date | null;
}

export async function listTrainingNotes(
  db: Database,
  groupId: AuthorizedGroupId,
  from: Day,
): Promise<TrainingNoteRow[]> {
  const announcer = alias(users, 'announcer');
  const canceller = alias(users, 'canceller');
  return db
    .select({
      day: trainingNotes.day,
      announcement: trainingNotes.announcement,
      announcedByName: announcer.displayName,
      announcedAt: trainingNotes.announcedAt,
      cancelReason: trainingNotes.cancelReason,
      cancelledByName: canceller.displayName,
      cancelledAt: trainingNotes.cancelledAt,
      nudgedAt: trainingNotes.nudgedAt,
    })
    .from(trainingNotes)
    .leftJoin(announcer, eq(announcer.id, trainingNotes.announcedBy))
    .leftJoin(canceller, eq(canceller.id, trainingNotes.cancelledBy))
    .where(and(eq(trainingNotes.groupId, groupId), gte(trainingNotes.day, from)))
    .orderBy(trainingNotes.day);
}

export interface SetterRow {
  day: string;
  userId: string;
  setByName: string;
}

/** The answers a coach set and the member has not changed since, from a day on. */
export async function listAnswerSetters(
  db: Database,
  groupId: AuthorizedGroupId,
  from: Day,
): Promise<SetterRow[]> {
  return db
    .select({
      day: answerSetters.day,
      userId: answerSetters.userId,
      setByName: users.displayName,
    })
    .from(answerSetters)
    .innerJoin(
      attendances,
      and(
        eq(attendances.groupId, answerSetters.groupId),
        eq(attendances.userId, answerSetters.userId),
        eq(attendances.day, answerSetters.day),
        eq(attendances.updatedAt, answerSetters.setAt),
      ),
    )
    .innerJoin(users, eq(users.id, answerSetters.setBy))
    .where(and(eq(answerSetters.groupId, groupId), gte(answerSetters.day, from)));
}

export interface HandOverRow {
  userId: string;
  userDisplayName: string;
  offeredAt: Date;
}

export async function findHandOver(
  db: Database,
  groupId: AuthorizedGroupId,
): Promise<HandOverRow | undefined> {
  const [row] = await db
    .select({
      userId: handOverOffers.userId,
      userDisplayName: users.displayName,
      offeredAt: handOverOffers.offeredAt,
    })
    .from(handOverOffers)
    .innerJoin(users, eq(users.id, handOverOffers.userId))
    .where(eq(handOverOffers.groupId, groupId));
  return row;
}

// Rows to the domain's shapes (coaching.ts), for the group's detail. A cancellation shows only while its date is among
// the schedule's cancelled dates (the schedule may have taken it back).

function presentTrainingNotes(
  rows: readonly TrainingNoteRow[],
  setters: readonly SetterRow[],
  cancelledDates: readonly string[],
): TrainingNote[] {
  const notes = new Map<string, TrainingNote>();
  const noteOf = (day: string): TrainingNote => {
    const known = notes.get(day);
    if (known) return known;
    const note: TrainingNote = { day: day as Day };
    notes.set(day, note);
    return note;
  };
  for (const row of rows) {
    const note = noteOf(row.day);
    if (row.announcement !== null && row.announcedAt) {
      note.announcement = {
        text: row.announcement,
        byDisplayName: row.announcedByName ?? '',
        at: row.announcedAt.toISOString(),
      };
    }
    if (row.cancelReason !== null && row.cancelledAt && cancelledDates.includes(row.day)) {
      note.cancelled = {
        reason: row.cancelReason,
        byDisplayName: row.cancelledByName ?? '',
        at: row.cancelledAt.toISOString(),
      };
    }
    if (row.nudgedAt) note.nudgedAt = row.nudgedAt.toISOString();
  }
  for (const setter of setters) {
    const note = noteOf(setter.day);
    (note.setBy ??= []).push({ userId: setter.userId, byDisplayName: setter.setByName });
  }
  return [...notes.values()]
    .filter((note) => Object.keys(note).length > 1)
    .sort((a, b) => a.day.localeCompare(b.day));
}

function presentHandOver(row: HandOverRow): HandOverOffer {
  return {
    userId: row.userId,
    userDisplayName: row.userDisplayName,
    at: row.offeredAt.toISOString(),
  };
}

/**
 * The group detail's coach parts: the day notes from `since` on (left out when none) and the
 * pending offer, for the owner and the member it is offered to.
 */
export async function readCoachingOfGroup(
  db: Database,
  access: { groupId: AuthorizedGroupId; userId: string; isOwner: boolean },
  since: Day,
  cancelledDates: readonly string[],
): Promise<{ trainingNotes?: TrainingNote[]; handOver?: HandOverOffer }> {
  const [notes, setters, offer] = await Promise.all([
    listTrainingNotes(db, access.groupId, since),
    listAnswerSetters(db, access.groupId, since),
    findHandOver(db, access.groupId),
  ]);
  const trainingNotes = presentTrainingNotes(notes, setters, cancelledDates);
  const seesOffer = offer && (access.isOwner || offer.userId === access.userId);
  return {
    ...(trainingNotes.length === 0 ? {} : { trainingNotes }),
    ...(seesOffer ? { handOver: presentHandOver(offer) } : {}),
  };
}
