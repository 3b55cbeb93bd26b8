import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { groupMembers, groups, users } from '../db/schema.ts';
import { eraseAccount } from '../features/account/parts/deletion.ts';
import { insertEvents } from '../live-events/event-store.ts';

// The operator's view of who is on the server (list-users, list-groups) and the deletion of an
// account for someone who asks (delete-user), through the same erasure as the profile's own
// account deletion (features/account/parts/deletion.ts).

interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** One line a row, columns separated by two spaces, the widest value setting each width. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

export async function listUsers(db: Database, out: CommandOutput): Promise<number> {
  const rows = await db
    .select({
      email: users.email,
      name: users.displayName,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
      groups: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.userId} = ${users.id})`,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
  const lines = table(
    ['E-MAIL', 'SIGNED UP', 'STATE', 'GROUPS', 'NAME'],
    rows.map((u) => [
      u.email,
      day(u.createdAt),
      u.disabledAt ? 'disabled' : 'active',
      String(u.groups),
      u.name,
    ]),
  );
  for (const line of lines) out.log(line);
  out.log(`${rows.length} account${rows.length === 1 ? '' : 's'}.`);
  return 0;
}

export async function listGroups(db: Database, out: CommandOutput): Promise<number> {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      owner: users.email,
      createdAt: groups.createdAt,
      members: count(groupMembers.userId),
    })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.ownerId))
    .leftJoin(groupMembers, eq(groupMembers.groupId, groups.id))
    .groupBy(groups.id, users.email)
    .orderBy(asc(groups.createdAt), asc(groups.name));
  const lines = table(
    ['ID', 'CREATED', 'MEMBERS', 'OWNER', 'NAME'],
    rows.map((g) => [g.id, day(g.createdAt), String(g.members), g.owner, g.name]),
  );
  for (const line of lines) out.log(line);
  out.log(`${rows.length} group${rows.length === 1 ? '' : 's'}.`);
  return 0;
}

/**
 * Erases the account with this address. Groups it owns are deleted with it only when asked
 * (`--delete-owned-groups`): otherwise the command names them and changes nothing, so the
 * owner (or the operator, by asking them) can hand them over in the app first.
 */
export async function deleteUser(
  db: Database,
  email: string,
  options: { deleteOwnedGroups: boolean },
  out: CommandOutput,
): Promise<number> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.displayName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, sql`lower(${email.trim()})`));
  if (!user) {
    out.error(`No account with the address ${email}.`);
    return 1;
  }
  const owned = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.ownerId, user.id))
    .orderBy(asc(groups.name));
  if (owned.length > 0 && !options.deleteOwnedGroups) {
    out.error(
      `${user.email} owns ${owned.length} group(s): ${owned.map((g) => `${g.name} (${g.id})`).join(', ')}.\n` +
        'Nothing was deleted. The owner can hand a group over in the app first; or run the ' +
        'command again with --delete-owned-groups to delete these groups with the account.',
    );
    return 1;
  }
  await db.transaction(async (tx) => {
    const choices = owned.map((group) => ({ groupId: group.id }));
    const { events } = await eraseAccount(tx, user, choices);
    // Open apps see the member leave and deleted groups go, as after the user's own deletion.
    if (events.length > 0) await insertEvents(tx, events);
  });
  out.log(
    `Deleted the account ${user.email} (${user.name})` +
      (owned.length > 0 ? ` and the ${owned.length} group(s) it owned.` : '.'),
  );
  return 0;
}
