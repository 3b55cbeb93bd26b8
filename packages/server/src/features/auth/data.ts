import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { knownClients } from '../../db/schema-accounts.ts';

// Reads for accounts. Writes live in mutations.ts; the session a request presents is read by
// the request plumbing (http/session-store.ts).

/** E-mail addresses compare case-insensitively, through the same lower() as the unique index. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, sql`lower(${email.trim()})`))
    .limit(1);
  return user;
}

/**
 * The one check every token that opens an account makes (ADR 027): the account exists and is
 * not disabled. Sessions check it in their look-up (http/session-store.ts), links and feeds
 * through this condition on their user id column.
 */
export function accountIsActive(userId: AnyColumn): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.disabledAt} is null)`;
}

/** The known client (ADR 028) with this token hash, if it signed in to the account at `email`. */
export async function findKnownClient(
  db: Database,
  tokenHash: string,
  email: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: knownClients.id })
    .from(knownClients)
    .innerJoin(users, eq(users.id, knownClients.userId))
    .where(
      and(eq(knownClients.id, tokenHash), eq(sql`lower(${users.email})`, sql`lower(${email})`)),
    )
    .limit(1);
  return row?.id;
}
