import type { User } from '@turnout/domain';
import type { UserRow } from '../../db/schema.ts';

/** The public shape of an account; never the row (it carries the password hash). */
export function presentUser(
  row: Pick<UserRow, 'id' | 'displayName' | 'email' | 'language' | 'languageChosen'>,
): User {
  const { id, displayName, email, language, languageChosen } = row;
  return { id, displayName, email, language, languageChosen };
}
