import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedEventVersions, feedTokens, PERSONAL_FEED_SCOPE } from '../../db/schema-feeds.ts';
import { hashSessionToken, newSessionToken } from '../../http/tokens.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Writes for feeds. Reads live in data.ts.

/**
 * A new secret link for my personal feed (groupId undefined) or a group's feed. One statement
 * replaces the row of that scope, so an older link stops working the moment this commits. The
 * token is returned once and never stored (only its hash).
 */
export async function replaceFeedToken(
  db: Database,
  userId: string,
  groupId?: AuthorizedGroupId,
): Promise<string> {
  const token = newSessionToken();
  const id = hashSessionToken(token);
  await db
    .insert(feedTokens)
    .values({ id, userId, scope: groupId ?? PERSONAL_FEED_SCOPE, groupId: groupId ?? null })
    .onConflictDoUpdate({
      target: [feedTokens.userId, feedTokens.scope],
      set: { id, createdAt: sql`now()` },
    });
  return token;
}

export interface EventVersionInput {
  uid: string;
  groupId: string;
  /** The member whose personal feed shows it; null in a group feed. Deletes it with them. */
  userId: string | null;
  /** Changes whenever anything the event shows changes. */
  digest: string;
}

export interface EventVersion {
  sequence: number;
  modifiedAt: Date;
}

/**
 * Records what the events look like now and returns each one's SEQUENCE and LAST-MODIFIED: new
 * events start at 0, changed ones go up by one. One statement; only changed rows are written.
 * An event another instance recorded at the same moment may be missing from the answer (its row
 * was not visible to this statement); the caller treats it as new, and the next change heals it.
 */
export async function recordEventVersions(
  db: Database,
  events: readonly EventVersionInput[],
): Promise<Map<string, EventVersion>> {
  const versions = new Map<string, EventVersion>();
  if (events.length === 0) return versions;
  const input = JSON.stringify(
    events.map(({ uid, groupId, userId, digest }) => ({
      uid,
      group_id: groupId,
      user_id: userId,
      digest,
    })),
  );
  const result = await db.execute(sql`
    with incoming as (
      select * from json_to_recordset(${input}::json)
        as x(uid text, group_id uuid, user_id uuid, digest text)
    ),
    changed as (
      insert into ${feedEventVersions} as v (uid, group_id, user_id, digest)
      select uid, group_id, user_id, digest from incoming
      on conflict (uid) do update
        set digest = excluded.digest, sequence = v.sequence + 1, modified_at = now()
        where v.digest <> excluded.digest
      returning v.uid, v.sequence, v.modified_at
    )
    select uid, sequence, modified_at from changed
    union all
    select v.uid, v.sequence, v.modified_at from ${feedEventVersions} v
    join incoming i on i.uid = v.uid
    where not exists (select 1 from changed c where c.uid = v.uid)
  `);
  const rows = (
    result as unknown as { rows: { uid: string; sequence: number; modified_at: string | Date }[] }
  ).rows;
  for (const row of rows) {
    versions.set(row.uid, {
      sequence: Number(row.sequence),
      modifiedAt: new Date(row.modified_at),
    });
  }
  return versions;
}
