import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { apiTokens } from '../../db/schema-connect.ts';
import { hashSessionToken } from '../../http/tokens.ts';

// Making and revoking personal API tokens (docs/decisions/041-api-tokens.md). The secret is
// answered once; only its SHA-256 is stored, as for sessions (http/tokens.ts).

export async function createApiToken(
  db: Database,
  userId: string,
  input: { name: string; scope: ApiTokenScope; groupId: string | null },
): Promise<{ id: string; secret: string }> {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, ...input, tokenHash: hashSessionToken(secret) })
    .returning({ id: apiTokens.id });
  return { id: row!.id, secret };
}

/** Whether the account had the token; it stops working at once. */
export async function revokeApiToken(
  db: Database,
  userId: string,
  tokenId: string,
): Promise<boolean> {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return gone.length > 0;
}
