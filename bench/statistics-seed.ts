import { sql } from 'drizzle-orm';
import { addDays, trainingDaysBetween, type DayInterval, type Schedule } from '@turnout/domain';
import type { Database } from '../packages/server/src/db/client.ts';
import { groupPeople, rollCalls } from '../packages/server/src/db/schema-record.ts';
import { attendances, groupMembers, groups, users } from '../packages/server/src/db/schema.ts';
import { createSession } from '../packages/server/src/features/auth/mutations.ts';
import { hashPassword } from '../packages/server/src/features/auth/parts/passwords.ts';
import { createGroup } from '../packages/server/src/features/groups/mutations.ts';
import { joinGroup } from '../packages/server/src/features/invites/mutations.ts';

// Seeds the statistics benchmark's group (docs/performance.md#statistics): 100 members over a
// season of 365 days with three training days a week (Monday, Wednesday, Friday at 18:30, answers
// closing two hours before on Fridays), an answer from most members on most training days (some
// changed from present to away on the day), and a roll call on every training day. Accounts,
// sessions, the group and the joins go through the app's own mutations; the many rows in bulk.

const CHUNK = 2000;
export const SEASON_SCHEDULE: Schedule = {
  trainingDays: [
    { weekday: 1, time: '18:30', place: null },
    { weekday: 3, time: '18:30', place: null },
    { weekday: 5, time: '18:30', place: null, deadlineHours: 2 },
  ],
  cancelledDates: [],
};

export async function seedStatisticsGroup(
  db: Database,
  options: { members: number; season: DayInterval },
): Promise<{ groupId: string; tokens: string[]; answers: number; rollCalls: number }> {
  const random = mulberry32(20261128);
  const passwordHash = await hashPassword('bench password');
  const accounts = await db
    .insert(users)
    .values(
      Array.from({ length: options.members }, (_, i) => ({
        email: `stats-${i}@example.com`,
        displayName: `Season Member ${String(i).padStart(3, '0')}`,
        passwordHash,
      })),
    )
    .returning();
  const tokens: string[] = [];
  for (const user of accounts) {
    tokens.push((await createSession(db, user, { sessionTtlMs: 24 * 3600_000 })).token);
  }
  const [owner, ...others] = accounts;
  const { groupId, inviteCode } = await createGroup(db, owner!.id, { name: 'Season group' });
  for (const user of others) await joinGroup(db, inviteCode, user.id);
  await db
    .update(groups)
    .set({ schedule: SEASON_SCHEDULE })
    .where(sql`${groups.id} = ${groupId}::uuid`);
  // Everyone joined before the season (the statistics count from the day one joined).
  await db
    .update(groupMembers)
    .set({ joinedAt: new Date(`${addDays(options.season.from, -1)}T12:00:00Z`) })
    .where(sql`${groupMembers.groupId} = ${groupId}::uuid`);
  // Each person's row in the record, made by creating and joining the group (the app's path).
  const people = await db
    .select({ id: groupPeople.id, userId: groupPeople.userId })
    .from(groupPeople)
    .where(sql`${groupPeople.groupId} = ${groupId}::uuid`);
  const personOf = new Map(people.map((person) => [person.userId!, person.id]));
  if (personOf.size !== accounts.length) {
    throw new Error(`${personOf.size} people in the record for ${accounts.length} members`);
  }

  const days = trainingDaysBetween(SEASON_SCHEDULE, options.season.from, options.season.to);
  const answers: (typeof attendances.$inferInsert)[] = [];
  const calls: (typeof rollCalls.$inferInsert)[] = [];
  for (const { day } of days) {
    const before = new Date(`${addDays(day, -1)}T10:00:00Z`);
    for (const user of accounts) {
      const present = random() < 0.7;
      const answered = random() < 0.85;
      const dropped = answered && !present && random() < 0.1;
      if (answered) {
        answers.push({
          groupId,
          userId: user.id,
          day,
          attendance: present,
          answeredAt: before,
          updatedAt: dropped ? new Date(`${day}T17:00:00Z`) : before,
          droppedAt: dropped ? new Date(`${day}T17:00:00Z`) : null,
        });
      }
      const came = answered && present ? random() < 0.9 : random() < 0.1;
      calls.push({ groupId, personId: personOf.get(user.id)!, day, came });
    }
  }
  for (let i = 0; i < answers.length; i += CHUNK) {
    await db.insert(attendances).values(answers.slice(i, i + CHUNK));
  }
  for (let i = 0; i < calls.length; i += CHUNK) {
    await db.insert(rollCalls).values(calls.slice(i, i + CHUNK));
  }
  return { groupId, tokens, answers: answers.length, rollCalls: calls.length };
}

/** A small seeded PRNG (public domain), so every run seeds the same data. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
