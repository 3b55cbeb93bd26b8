import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, users } from './schema.ts';

// The account lifecycle (features/auth, features/account, features/mail): single-use links and the
// outbox of mails still to send. Part of the schema drizzle-kit reads (drizzle.config.ts).

export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'email-change'] as const;

// A password-reset or e-mail confirmation link. Only the token's SHA-256 is stored; using the
// link deletes the row (single use), and the row goes with the account.
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** The address an e-mail change moves to; null for a password reset. */
    newEmail: text('new_email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('account_tokens_user_id_idx').on(table.userId),
    check(
      'account_tokens_purpose_check',
      sql`${table.purpose} in ('password-reset', 'email-change')`,
    ),
  ],
);

// Clients that signed in to an account (a long-lived cookie holds the token, only its SHA-256
// is here). Such a client keeps a small allowance of log-in and reset attempts of its own when
// strangers have used up the address's (features/auth/parts/rate-limit.ts, ADR 028). Ends with
// every other token of the account (ADR 027) and goes with the account.
export const knownClients = pgTable(
  'known_clients',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('known_clients_user_id_idx').on(table.userId)],
);

export const MAIL_KINDS = ['mail', 'password-reset-request'] as const;

// Mails waiting to be sent. A request only inserts a row; the mail worker of any instance claims
// due rows with FOR UPDATE SKIP LOCKED, sends, and deletes the row, or counts the attempt and
// tries again later (features/mail/outbox.ts). A row that gave up keeps failed_at for the admin.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account the mail concerns (deleted with it); null once it has none. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'mail', or a reset request not yet looked at: the worker finds the account (if any) and
     *  turns it into the reset mail, or drops it, so the request does the same for every
     *  address (ADR 028). Its subject and texts are empty until then. */
    kind: text('kind', { enum: MAIL_KINDS }).notNull().default('mail'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe on reminders and digests, RFC 8058); null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    failedAt: timestamptz('failed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.failedAt} is null`),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
