import { asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { groups, users } from '../../../db/schema.ts';
import { answerSetters, handOverOffers, trainingNotes } from '../../../db/schema-coaching.ts';

// The coaching rows about an account, for "Export my data" (export.ts;
// docs/decisions/043-coaches-and-the-role-gate.md, 044-nudges-announcements-cancellations.md):
// answers a coach set for the member and answers the member set for others as a coach, the
// announcements and cancellations they wrote, and the group hand-overs offered to them or by
// them. The member's role in each group is in the memberships. These lists grow with a coach's
// season only (one row per answer set, per day announced), so they are read whole.

const setter = alias(users, 'setter');
const member = alias(users, 'member');
const owner = alias(users, 'owner');

export async function exportCoaching(db: Database, userId: string) {
  const [setForMe, setByMe, notes, offers] = await Promise.all([
    db
      .select({
        groupName: groups.name,
        day: answerSetters.day,
        setBy: setter.displayName,
        setAt: answerSetters.setAt,
      })
      .from(answerSetters)
      .innerJoin(groups, eq(groups.id, answerSetters.groupId))
      .innerJoin(setter, eq(setter.id, answerSetters.setBy))
      .where(eq(answerSetters.userId, userId))
      .orderBy(asc(groups.name), asc(answerSetters.day)),
    db
      .select({
        groupName: groups.name,
        day: answerSetters.day,
        member: member.displayName,
        setAt: answerSetters.setAt,
      })
      .from(answerSetters)
      .innerJoin(groups, eq(groups.id, answerSetters.groupId))
      .innerJoin(member, eq(member.id, answerSetters.userId))
      .where(eq(answerSetters.setBy, userId))
      .orderBy(asc(groups.name), asc(answerSetters.day), asc(member.displayName)),
    db
      .select({
        groupName: groups.name,
        day: trainingNotes.day,
        announcement: trainingNotes.announcement,
        announcedBy: trainingNotes.announcedBy,
        announcedAt: trainingNotes.announcedAt,
        cancelReason: trainingNotes.cancelReason,
        cancelledBy: trainingNotes.cancelledBy,
        cancelledAt: trainingNotes.cancelledAt,
      })
      .from(trainingNotes)
      .innerJoin(groups, eq(groups.id, trainingNotes.groupId))
      .where(or(eq(trainingNotes.announcedBy, userId), eq(trainingNotes.cancelledBy, userId)))
      .orderBy(asc(groups.name), asc(trainingNotes.day)),
    // An offer is made by the group's owner: offers to the member, and offers of their groups.
    db
      .select({
        groupName: groups.name,
        offeredTo: member.displayName,
        offeredToId: handOverOffers.userId,
        offeredBy: owner.displayName,
        offeredById: groups.ownerId,
        offeredAt: handOverOffers.offeredAt,
      })
      .from(handOverOffers)
      .innerJoin(groups, eq(groups.id, handOverOffers.groupId))
      .innerJoin(member, eq(member.id, handOverOffers.userId))
      .innerJoin(owner, eq(owner.id, groups.ownerId))
      .where(or(eq(handOverOffers.userId, userId), eq(groups.ownerId, userId)))
      .orderBy(asc(groups.name)),
  ]);
  return {
    answersSetForMe: setForMe.map((row) => ({ ...row, setAt: row.setAt.toISOString() })),
    answersISetForOthers: setByMe.map((row) => ({ ...row, setAt: row.setAt.toISOString() })),
    announcements: notes
      .filter((row) => row.announcedBy === userId && row.announcement !== null)
      .map((row) => ({
        groupName: row.groupName,
        day: row.day,
        text: row.announcement,
        announcedAt: row.announcedAt?.toISOString() ?? null,
      })),
    cancellations: notes
      .filter((row) => row.cancelledBy === userId && row.cancelledAt !== null)
      .map((row) => ({
        groupName: row.groupName,
        day: row.day,
        reason: row.cancelReason,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
      })),
    handOverOffers: offers.map((row) => ({
      groupName: row.groupName,
      direction: row.offeredToId === userId ? 'to-me' : 'by-me',
      offeredTo: row.offeredTo,
      offeredBy: row.offeredBy,
      offeredAt: row.offeredAt.toISOString(),
    })),
  };
}
