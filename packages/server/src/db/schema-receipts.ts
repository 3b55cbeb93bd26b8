import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, users } from './schema.ts';

// The answers a member's device sent with an idempotency key, and what the server answered
// (docs/decisions/055-idempotency-keys.md): a retry with the same key gets the stored answer
// instead of a second write, on whichever instance it lands. Kept for a week
// (IDEMPOTENCY_KEY_DAYS). Part of the schema drizzle-kit reads (drizzle.config.ts).
export const answerReceipts = pgTable(
  'answer_receipts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the request asked (group, day, state, note), so a key reused for another is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request with the key is being answered. */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // Old receipts are deleted by age.
    index('answer_receipts_created_at_idx').on(table.createdAt),
  ],
);
