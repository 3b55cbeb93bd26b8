import { addDays, intervalLength, type DayInterval } from '@turnout/domain';
import type { Database } from '../packages/server/src/db/client.ts';
import { attendances, users } from '../packages/server/src/db/schema.ts';
import { createSession } from '../packages/server/src/features/auth/mutations.ts';
import { hashPassword } from '../packages/server/src/features/auth/parts/passwords.ts';
import { createGroup } from '../packages/server/src/features/groups/mutations.ts';
import { joinGroup } from '../packages/server/src/features/invites/mutations.ts';

// Seeds the benchmark's group through the app's own mutations (accounts, sessions, the group,
// joins); the many attendance rows go in as bulk inserts. A fixed random seed keeps runs alike.

const SHARE_OF_DAYS = 0.85;
const SHARE_WITH_NOTE = 0.2;
const CHUNK = 2000;

export async function seedCalendarGroup(
  db: Database,
  options: { members: number; interval: DayInterval },
): Promise<{ groupId: string; tokens: string[]; records: number }> {
  const random = mulberry32(20260329);
  const passwordHash = await hashPassword('bench password');
  const accounts = await db
    .insert(users)
    .values(
      Array.from({ length: options.members }, (_, i) => ({
        email: `bench-${i}@example.com`,
        displayName: `Bench Member ${String(i).padStart(3, '0')}`,
        passwordHash,
      })),
    )
    .returning();
  const tokens: string[] = [];
  for (const user of accounts) {
    tokens.push((await createSession(db, user, { sessionTtlMs: 24 * 3600_000 })).token);
  }

  const [owner, ...others] = accounts;
  const { groupId, inviteCode } = await createGroup(db, owner!.id, {
    name: 'Bench group',
    location: 'Hall 2',
    description: 'Calendar benchmark',
  });
  for (const user of others) await joinGroup(db, inviteCode, user.id);

  const rows: (typeof attendances.$inferInsert)[] = [];
  const days = intervalLength(options.interval);
  for (const user of accounts) {
    for (let i = 0; i < days; i++) {
      if (random() > SHARE_OF_DAYS) continue;
      rows.push({
        groupId,
        userId: user.id,
        day: addDays(options.interval.from, i),
        attendance: random() < 0.6,
        note: random() < SHARE_WITH_NOTE ? `Note ${i} from ${user.displayName}` : null,
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(attendances).values(rows.slice(i, i + CHUNK));
  }
  return { groupId, tokens, records: rows.length };
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
