import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CONFIRM_EMAIL_LINK, RESET_PASSWORD_LINK } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { accountTokens, type AccountTokenRow } from '../../../db/schema-accounts.ts';
import { users } from '../../../db/schema.ts';
import { hashSessionToken, newSessionToken } from '../../../http/tokens.ts';
import { accountIsActive } from '../../auth/data.ts';

// Single-use links (password reset, e-mail confirmation): 256 random bits in the link, only
// their SHA-256 in account_tokens, as with sessions. Using a link deletes its row in the same
// statement that reads it, so two uses racing cannot both succeed.

type Purpose = AccountTokenRow['purpose'];

export async function createLinkToken(
  db: Database,
  args: { userId: string; purpose: Purpose; ttlMs: number; now: Date; newEmail?: string },
): Promise<string> {
  const token = newSessionToken();
  // Only the newest link of a kind works: asking again makes older mails useless.
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, args.userId), eq(accountTokens.purpose, args.purpose)));
  await db.insert(accountTokens).values({
    id: hashSessionToken(token),
    userId: args.userId,
    purpose: args.purpose,
    newEmail: args.newEmail ?? null,
    createdAt: args.now,
    expiresAt: new Date(args.now.getTime() + args.ttlMs),
  });
  return token;
}

/** Uses the link: its row if it was live (and is now gone), else undefined. A disabled
 *  account's links open nothing (ADR 027). */
export async function consumeLinkToken(
  db: Database,
  token: string,
  purpose: Purpose,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.id, hashSessionToken(token)),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.expiresAt, sql`${now.toISOString()}::timestamptz`),
        accountIsActive(accountTokens.userId),
      ),
    )
    .returning();
  return row;
}

/**
 * Whether a link would work now, without using it: the reset page says at once that a link is
 * used or expired. It tells nothing a holder of the token could not learn by using it.
 */
export async function isLinkTokenLive(
  db: Database,
  token: string,
  purpose: Purpose,
  now: Date,
): Promise<boolean> {
  // A disabled account's link fails on use too (mutations.ts), so it is not usable here either.
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.id, hashSessionToken(token)),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.expiresAt, sql`${now.toISOString()}::timestamptz`),
        isNull(users.disabledAt),
      ),
    );
  return row !== undefined;
}

/** The token in the fragment, which stays in the browser (ADR 030). */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PASSWORD_LINK}${token}`;
}

export function confirmEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}${CONFIRM_EMAIL_LINK}${token}`;
}
