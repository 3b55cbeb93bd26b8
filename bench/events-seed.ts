import { openDatabase, type Database } from '../packages/server/src/db/client.ts';
import { groupMembers, sessions, users } from '../packages/server/src/db/schema.ts';
import { groupPeople } from '../packages/server/src/db/schema-record.ts';
import { createGroup } from '../packages/server/src/features/groups/mutations.ts';
import { hashSessionToken, newSessionToken } from '../packages/server/src/http/tokens.ts';

// The live-event benchmark's people (events.ts): groups of members with a session each, written
// straight to a fresh database before the server starts, so seeding costs no requests.

export interface Member {
  userId: string;
  token: string;
}

export interface Group {
  id: string;
  members: Member[];
}

/** Migrates the database at `url` and fills it with `groups` groups of `members` members. */
export async function seedEventGroups(
  url: string,
  size: { groups: number; members: number },
): Promise<Group[]> {
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await handle.migrate();
    const groups: Group[] = [];
    for (let g = 0; g < size.groups; g++) {
      const members = await createUsers(handle.db, size.members, `g${g}`);
      const { groupId } = await createGroup(handle.db, members[0]!.userId, {
        name: `Bench group ${g}`,
      });
      await handle.db
        .insert(groupMembers)
        .values(
          members.slice(1).map((m) => ({ groupId, userId: m.userId, role: 'member' as const })),
        );
      // Each member's row in the season's record, as joining makes it (record/mutations.ts).
      await handle.db
        .insert(groupPeople)
        .values(members.slice(1).map((m) => ({ groupId, userId: m.userId })));
      groups.push({ id: groupId, members });
    }
    return groups;
  } finally {
    await handle.close();
  }
}

async function createUsers(db: Database, count: number, label: string): Promise<Member[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-${label}-${i}-${Date.now()}@example.com`,
        displayName: `Bench ${label}-${i}`,
        // Never used to log in: sessions are made directly below.
        passwordHash: 'bench-no-password',
      })),
    )
    .returning({ id: users.id });
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  const members = rows.map((row) => ({ userId: row.id, token: newSessionToken() }));
  await db
    .insert(sessions)
    .values(members.map((m) => ({ id: hashSessionToken(m.token), userId: m.userId, expiresAt })));
  return members;
}
