import { sql } from 'drizzle-orm';
import { addDays, intervalLength, type Day, type DayInterval } from '@turnout/domain';
import type { Database } from '../packages/server/src/db/client.ts';
import { groupMutes } from '../packages/server/src/db/schema-delivery.ts';
import { attendances, groupMembers, sessions, users } from '../packages/server/src/db/schema.ts';
import { groupPeople } from '../packages/server/src/db/schema-record.ts';
import { hashSessionToken, newSessionToken } from '../packages/server/src/http/tokens.ts';
import { createGroup } from '../packages/server/src/features/groups/mutations.ts';
import { mulberry32, pick } from './random.ts';

// The mixed-load benchmark's club: PEOPLE people in GROUPS groups, each person in one to three
// of them (about 34 members a group), attendance on most days of the five calendar months, a
// few muted groups, and an inbox per person holding what the others changed in the days around
// today (about 500 entries each, most of them read). Groups go in through the app's own
// createGroup; the bulk (memberships, attendance, sessions, inbox) as direct inserts, since
// sign-ups (argon2) and thousands of single writes would take minutes. A fixed seed keeps runs
// alike.

const PEOPLE = 200;
const GROUPS = 10;
const SHARE_OF_DAYS = 0.85;
const SHARE_WITH_NOTE = 0.2;
const SHARE_MUTED = 0.05;
/** The inbox holds the changes of these days around today (people mark the coming days). */
const INBOX_DAYS = { before: 3, after: 7 };
/** The newest entries of each inbox that a person may mark read (the inbox's first page). */
const READABLE_ENTRIES = 20;
const CHUNK = 2000;

export interface SeededPerson {
  userId: string;
  /** A bearer session token. */
  token: string;
  groupIds: string[];
  /** Ids of the newest entries of their inbox. */
  inboxIds: string[];
}

export interface SeededClub {
  people: SeededPerson[];
  groups: number;
  memberships: number;
  attendances: number;
  notifications: number;
}

export async function seedClub(
  db: Database,
  options: { interval: DayInterval; today: Day },
): Promise<SeededClub> {
  const random = mulberry32(20261122);
  const accounts = await db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        email: `load-${i}@example.com`,
        displayName: `Member ${String(i).padStart(3, '0')}`,
        // Never used to log in: the sessions below are made directly.
        passwordHash: 'bench-no-password',
      })),
    )
    .returning({ id: users.id });
  const people: SeededPerson[] = accounts.map(({ id }) => ({
    userId: id,
    token: newSessionToken(),
    groupIds: [],
    inboxIds: [],
  }));
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await db
    .insert(sessions)
    .values(people.map((p) => ({ id: hashSessionToken(p.token), userId: p.userId, expiresAt })));

  // Person g owns group g; everyone's first group is their number modulo GROUPS, and half of
  // them are in a second, a fifth in a third.
  const groupIds: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const { groupId } = await createGroup(db, people[g]!.userId, {
      name: `Team ${String.fromCharCode(65 + g)}`,
      location: `Hall ${(g % 3) + 1}`,
      description: 'Weekly training and matches',
    });
    groupIds.push(groupId);
  }
  const memberships: (typeof groupMembers.$inferInsert)[] = [];
  people.forEach((person, i) => {
    const wanted = 1 + (random() < 0.5 ? 1 : 0) + (random() < 0.2 ? 1 : 0);
    person.groupIds.push(groupIds[i % GROUPS]!);
    while (person.groupIds.length < wanted) {
      const groupId = pick(random, groupIds);
      if (!person.groupIds.includes(groupId)) person.groupIds.push(groupId);
    }
    for (const groupId of person.groupIds) {
      if (i >= GROUPS || groupId !== groupIds[i]) {
        memberships.push({ groupId, userId: person.userId, role: 'member' });
      }
    }
  });
  await db.insert(groupMembers).values(memberships);
  // Each member's row in the season's record, as joining makes it (record/mutations.ts).
  await db
    .insert(groupPeople)
    .values(memberships.map(({ groupId, userId }) => ({ groupId, userId })));
  const muted = memberships.filter(() => random() < SHARE_MUTED);
  if (muted.length > 0) {
    await db.insert(groupMutes).values(muted.map(({ groupId, userId }) => ({ groupId, userId })));
  }

  const rows: (typeof attendances.$inferInsert)[] = [];
  const days = intervalLength(options.interval);
  for (const person of people) {
    for (const groupId of person.groupIds) {
      for (let i = 0; i < days; i++) {
        if (random() > SHARE_OF_DAYS) continue;
        rows.push({
          groupId,
          userId: person.userId,
          day: addDays(options.interval.from, i),
          attendance: random() < 0.6,
          note: random() < SHARE_WITH_NOTE ? `Note ${i}` : null,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(attendances).values(rows.slice(i, i + CHUNK));
  }

  const notifications = await seedInboxes(db, options.today);
  const newest = await db.execute(sql`
    select recipient_id, id from (
      select recipient_id, id,
        row_number() over (partition by recipient_id order by updated_at desc, id desc) as n
      from notifications
    ) ranked where n <= ${READABLE_ENTRIES}`);
  const byUser = new Map(people.map((person) => [person.userId, person]));
  for (const row of (newest as unknown as { rows: { recipient_id: string; id: string }[] }).rows) {
    byUser.get(row.recipient_id)?.inboxIds.push(row.id);
  }

  return {
    people,
    groups: GROUPS,
    memberships: memberships.length + GROUPS,
    attendances: rows.length,
    notifications,
  };
}

/**
 * Every record of the days around today becomes an entry in the inbox of each other member
 * (not muting the group), as the fan-out would have written it; changed at some moment of the
 * last ten days (a fixed hash, not random(), so runs agree), read unless from the last two.
 */
async function seedInboxes(db: Database, today: Day): Promise<number> {
  const result = await db.execute(sql`
    with changes as (
      select a.*, now() - (abs(hashtext(a.user_id::text || a.day::text)) % 864000)
        * interval '1 second' as changed_at
      from attendances a
      where a.day between ${addDays(today, -INBOX_DAYS.before)}::date
        and ${addDays(today, INBOX_DAYS.after)}::date
    )
    insert into notifications
      (recipient_id, actor_id, group_id, day, attendance, is_read, updated_at)
    select m.user_id, c.user_id, c.group_id, c.day, c.attendance,
      c.changed_at < now() - interval '2 days', c.changed_at
    from changes c
    join group_members m on m.group_id = c.group_id and m.user_id <> c.user_id
    where not exists (
      select 1 from group_mutes g where g.group_id = m.group_id and g.user_id = m.user_id
    )`);
  return (
    (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as unknown as { rowCount: number }).rowCount
  );
}
