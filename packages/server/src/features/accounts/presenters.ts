import type { User } from '@turnout/domain';
import type { UserRow } from '../../db/schema.ts';

/** The public shape of an account; never the row (it carries the password hash). */
export function presentUser(row: Pick<UserRow, 'id' | 'displayName' | 'email'>): User {
  return { id: row.id, displayName: row.displayName, email: row.email };
}
