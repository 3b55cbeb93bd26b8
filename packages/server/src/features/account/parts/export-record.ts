import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { groups, users } from '../../../db/schema.ts';
import { groupPeople, pastAnswers, rollCalls } from '../../../db/schema-record.ts';

// The season's record about an account, for "Export my data" (export.ts;
// docs/decisions/050-history-that-holds.md): every group whose record holds the person (as a
// member now or a former one), the answers kept from groups they left (past_answers: a current
// member's answers are in the export's attendance) and the roll calls that say whether they
// came. These lists grow by a row per training day at most, so they are read whole.

const recorder = alias(users, 'recorder');

export async function exportRecord(db: Database, userId: string) {
  const [people, kept, calls] = await Promise.all([
    db
      .select({ groupName: groups.name, leftAt: groupPeople.leftAt })
      .from(groupPeople)
      .innerJoin(groups, eq(groups.id, groupPeople.groupId))
      .where(eq(groupPeople.userId, userId))
      .orderBy(asc(groups.name), asc(groups.id)),
    db
      .select({
        groupName: groups.name,
        day: pastAnswers.day,
        attendance: pastAnswers.attendance,
        note: pastAnswers.note,
        answeredAt: pastAnswers.answeredAt,
        droppedAt: pastAnswers.droppedAt,
      })
      .from(pastAnswers)
      .innerJoin(groupPeople, eq(groupPeople.id, pastAnswers.personId))
      .innerJoin(groups, eq(groups.id, pastAnswers.groupId))
      .where(eq(groupPeople.userId, userId))
      .orderBy(asc(groups.name), asc(pastAnswers.day)),
    db
      .select({
        groupName: groups.name,
        day: rollCalls.day,
        came: rollCalls.came,
        recordedBy: recorder.displayName,
        recordedAt: rollCalls.recordedAt,
      })
      .from(rollCalls)
      .innerJoin(groupPeople, eq(groupPeople.id, rollCalls.personId))
      .innerJoin(groups, eq(groups.id, rollCalls.groupId))
      .leftJoin(recorder, eq(recorder.id, rollCalls.recordedBy))
      .where(eq(groupPeople.userId, userId))
      .orderBy(asc(groups.name), asc(rollCalls.day)),
  ]);
  return {
    groups: people.map((row) => ({
      groupName: row.groupName,
      status: row.leftAt === null ? 'member' : 'former',
      leftAt: row.leftAt?.toISOString() ?? null,
    })),
    pastAnswers: kept.map((row) => ({
      groupName: row.groupName,
      day: row.day,
      attendance: row.attendance ? 'present' : 'away',
      note: row.note,
      answeredAt: row.answeredAt.toISOString(),
      droppedAt: row.droppedAt?.toISOString() ?? null,
    })),
    rollCalls: calls.map((row) => ({
      groupName: row.groupName,
      day: row.day,
      came: row.came,
      recordedBy: row.recordedBy,
      recordedAt: row.recordedAt.toISOString(),
    })),
  };
}
