import type { ApiToken } from '@turnout/domain';
import type { ApiTokenListRow } from './data.ts';

export function presentApiToken(row: ApiTokenListRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    groupId: row.groupId,
    groupName: row.groupName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
