import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_DAYS } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { answerReceipts } from '../../../db/schema-receipts.ts';
import { ApiError } from '../../../http/api-error.ts';

// An answer sent with an idempotency key is answered once (docs/decisions/055-idempotency-keys.md).
// The key is first claimed with one insert: the primary key (user, key) lets exactly one request
// through, on any instance sharing the database. That request writes the answer and keeps what
// it answered; a repeat gets the kept answer and writes nothing. A refusal is not kept (the claim
// is let go), so a repeat is checked again against the rules of its own moment.

/** A claim not finished after this long belongs to a request that died: a repeat may take it. */
const STALE_CLAIM_SECONDS = 30;

export interface ReceiptKey {
  userId: string;
  key: string;
  /** What the request asks, in any stable form: a key reused for another answer is refused. */
  request: unknown;
}

/**
 * Runs `answer` once per (user, key) and returns its result, or the result kept from the first
 * request with that key.
 */
export async function answerOnce<T>(
  db: Database,
  { userId, key, request }: ReceiptKey,
  answer: () => Promise<T>,
): Promise<T> {
  const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  if (await claim(db, userId, key, fingerprint)) {
    let result: T;
    try {
      result = await answer();
    } catch (error) {
      await db.execute(sql`delete from ${answerReceipts}
        where user_id = ${userId} and key = ${key} and status is null`);
      throw error;
    }
    await db.execute(sql`update ${answerReceipts}
      set status = 200, response = ${JSON.stringify(result)}::jsonb
      where user_id = ${userId} and key = ${key}`);
    return result;
  }
  const kept = await db.execute(sql`select fingerprint, status, response from ${answerReceipts}
    where user_id = ${userId} and key = ${key}`);
  const row = (
    kept as unknown as {
      rows: { fingerprint: string; status: number | null; response: unknown }[];
    }
  ).rows[0];
  if (row && row.fingerprint !== fingerprint) {
    throw new ApiError('aborted', { key: 'errors.idempotencyKeyReused' });
  }
  if (!row || row.status === null) {
    // Another request with the key is being answered now (or was let go in between).
    throw new ApiError('aborted', { key: 'errors.idempotencyKeyBusy' });
  }
  return row.response as T;
}

/**
 * Claims the key: a new row, or one whose claim went stale or whose week is over. Also deletes
 * every receipt past its week, found through the created_at index (never the row being claimed:
 * one statement may not touch a row twice).
 */
async function claim(
  db: Database,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const keep = sql`interval '1 day' * ${IDEMPOTENCY_KEY_DAYS}`;
  const result = await db.execute(sql`
    with expired as (
      delete from ${answerReceipts}
      where created_at < now() - ${keep} and (user_id, key) <> (${userId}::uuid, ${key})
    )
    insert into ${answerReceipts} (user_id, key, fingerprint)
    values (${userId}, ${key}, ${fingerprint})
    on conflict (user_id, key) do update
      set fingerprint = excluded.fingerprint, status = null, response = null, created_at = now()
      where ${answerReceipts.createdAt} < now() - ${keep}
        or (${answerReceipts.status} is null
          and ${answerReceipts.createdAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS}))
    returning 1 as claimed`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
