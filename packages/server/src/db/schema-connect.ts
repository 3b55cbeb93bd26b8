import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApiTokenScope, Language, WebhookEvent, WebhookPreset } from '@turnout/domain';
import { groups, timestamptz, users } from './schema.ts';

// Connecting Turnout to other tools (docs/product.md#connect-it): personal API tokens, a group's
// webhooks and their deliveries, a group's public view, and the invitation mails a member sent
// today. Part of the schema drizzle-kit reads (drizzle.config.ts).

// A personal API token (docs/decisions/041-api-tokens.md): only its SHA-256 is stored, like a
// session's; it goes with the account, and a one-group token with its group.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    /** Null: every group of the account. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [index('api_tokens_user_id_idx').on(table.userId)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** What a chat preset needs besides the URL: a Telegram chat, a Matrix room and its token. */
export interface WebhookTarget {
  chatId?: string;
  roomId?: string;
  /** The Telegram bot token or the Matrix access token; never sent back to a client. */
  token?: string;
}

// A group's webhook (docs/decisions/042-webhooks.md). The secret signs every delivery (Standard
// Webhooks), so it is kept as it is; it is shown once, when the webhook is made.
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    preset: text('preset').$type<WebhookPreset>().notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    target: jsonb('target').$type<WebhookTarget>().notNull().default({}),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    /** The language of the chat presets' messages: the account's that made the webhook. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('webhooks_group_id_idx').on(table.groupId)],
);
export type WebhookRow = typeof webhooks.$inferSelect;

// The outbox and the delivery log in one: a row waits (next_attempt_at), is delivered
// (delivered_at) or given up (failed_at), and stays for the log until it is pruned.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** The Standard Webhooks body: { type, timestamp, data }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * The order the events were queued in: a clock may give two of them the same instant (PGlite's
     * keeps milliseconds), a sequence never does.
     */
    queuedOrder: bigint('queued_order', { mode: 'number' })
      .notNull()
      .generatedByDefaultAsIdentity(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
    failedAt: timestamptz('failed_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (table) => [
    index('webhook_deliveries_webhook_id_idx').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`delivered_at is null and failed_at is null`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

// A group's public view: there while it is on. The public id is random and apart from the
// group's id, so turning the view off and on again makes the old address stop working.
export const groupPublicViews = pgTable('group_public_views', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  publicId: text('public_id').notNull().unique(),
  /** The sites that may frame the embeddable page (its CSP frame-ancestors). */
  frameAncestors: text('frame_ancestors')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

// How many invitation mails an account sent on a day (UTC): the daily limit counts here.
export const inviteMailCounts = pgTable(
  'invite_mail_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
