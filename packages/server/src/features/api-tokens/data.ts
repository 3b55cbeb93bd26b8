import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiTokens } from '../../db/schema-connect.ts';
import { groups } from '../../db/schema.ts';

// Reads of the account's personal API tokens (docs/decisions/041-api-tokens.md).

export async function listApiTokens(db: Database, userId: string) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      groupId: apiTokens.groupId,
      groupName: groups.name,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .leftJoin(groups, eq(groups.id, apiTokens.groupId))
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
}
export type ApiTokenListRow = Awaited<ReturnType<typeof listApiTokens>>[number];

export async function countApiTokens(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}
