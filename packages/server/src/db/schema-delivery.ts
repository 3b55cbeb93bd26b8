import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  InboxEntryKind,
  NotificationContext,
  PushKind,
  PushPlatform,
  WebPushSubscription,
} from '@turnout/domain';
import {
  membershipForeignKey,
  groups,
  removedMemberships,
  sessions,
  timestamptz,
  users,
} from './schema.ts';

// How members hear of changes: the notification inbox, group mutes, the recent live events and
// group revisions, push token records, and app-wide settings (the VAPID keys push signs with).
// Part of the schema drizzle-kit reads (drizzle.config.ts).

export type InboxEntryDetails = Pick<
  NotificationContext,
  'series' | 'reminder' | 'promoted' | 'message'
>;

// One entry per recipient, actor, group and day: a later change of the same day updates it
// (unread again, new updated_at). The foreign key to the recipient's membership drops their
// entries for a group when they leave it or are removed, like their attendance; the entry telling
// a removed member of their removal lives as long as the removal is remembered.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id').notNull(),
    // Neither the actor nor the group has a foreign key of its own: each key is checked once per
    // row of a fan-out to a whole group (about half its cost). The membership key below goes
    // when the group does, and accounts are never deleted (the product has no such thing); the inbox
    // joins the actor's account for their name.
    actorId: uuid('actor_id').notNull(),
    groupId: uuid('group_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** true present, false away, null revoked (back to undecided). */
    attendance: boolean('attendance'),
    /**
     * What the entry tells: an attendance change, or, in the owner's inbox, that the actor left
     * the group or was removed from it (attendance null; day is the day it happened).
     */
    kind: text('kind').$type<InboxEntryKind>().notNull().default('attendance'),
    /**
     * What a `series` or `reminder` entry tells besides the day (the domain's notification
     * context `series` / `reminder`); null for the other kinds.
     */
    details: jsonb('details').$type<InboxEntryDetails>(),
    isRead: boolean('is_read').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // The group again, once for each foreign key below: a `removal` entry (the recipient's own
    // removal) belongs to the remembered removal, every other entry to the recipient's
    // membership. A null column skips its key; both keys lead with recipient_id's index.
    memberGroupId: uuid('member_group_id').generatedAlwaysAs(
      sql`case when kind <> 'removal' then group_id end`,
    ),
    removalGroupId: uuid('removal_group_id').generatedAlwaysAs(
      sql`case when kind = 'removal' then group_id end`,
    ),
  },
  (table) => [
    uniqueIndex('notifications_recipient_actor_group_day_key').on(
      table.recipientId,
      table.actorId,
      table.groupId,
      table.day,
    ),
    membershipForeignKey(
      'notifications_recipient_membership_fk',
      table.memberGroupId,
      table.recipientId,
    ),
    foreignKey({
      name: 'notifications_recipient_removal_fk',
      columns: [table.removalGroupId, table.recipientId],
      foreignColumns: [removedMemberships.groupId, removedMemberships.userId],
    }).onDelete('cascade'),
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('attendance', 'left', 'removed', 'series', 'reminder', 'removal', 'promoted', 'hand-over', 'nudge', 'announcement', 'cancelled')`,
    ),
    // The inbox, newest first, paged by (updated_at, id).
    index('notifications_inbox_idx').on(table.recipientId, table.updatedAt.desc(), table.id.desc()),
    // The bell's unread count.
    index('notifications_unread_idx')
      .on(table.recipientId)
      .where(sql`not ${table.isRead}`),
  ],
);

// A member who muted a group gets no inbox entries or pushes from it. Goes with the membership.
export const groupMutes = pgTable(
  'group_mutes',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    membershipForeignKey('group_mutes_membership_fk', table.groupId, table.userId),
  ],
);

// The recent live events (realtime/), so a reconnecting stream can catch up from its
// Last-Event-ID; pruned to a bounded number. Who receives an event is decided when it is
// delivered: the members of `group_id` at that moment, plus `user_ids` (a removed member, the
// former members of a deleted group, the owners of an inbox).
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: uuid('group_id'),
    userIds: uuid('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    payload: jsonb('payload').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('realtime_events_created_at_idx').on(table.createdAt)],
);

// Each group's revisions: the ids of its group-scoped events, written with them (and kept when
// the events are pruned). Rows are only added, so concurrent changes never wait for each other
// here; pruning keeps each group's newest. The calendar's read cache compares the newest
// (attendance/read-cache.ts).
export const groupRevisions = pgTable(
  'group_revisions',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.revision] })],
);

// docs/product.md#push-token-records (`fcm-tokens`): id = user id or `anon`, `_`, uppercase hex SHA-256
// of the token. For the web the token is the subscription's JSON and `subscription` holds its
// endpoint and keys.
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: text('id').primaryKey(),
    uid: uuid('uid').references(() => users.id, { onDelete: 'cascade' }),
    fcmToken: text('fcm_token').notNull(),
    /** Uppercase hex SHA-256 of fcm_token (the part of the id after `_`). */
    tokenHash: text('token_hash').notNull(),
    platform: text('platform').$type<PushPlatform>().notNull(),
    /** The service that delivers to the token (webpush, fcm, apns): picks the sender. */
    kind: text('kind').$type<PushKind>().notNull(),
    subscription: jsonb('subscription').$type<WebPushSubscription>(),
    isSignedIn: boolean('is_signed_in').notNull(),
    lastSeen: timestamptz('last_seen').notNull().defaultNow(),
    // The session that registered the record: pushes go only while it lives (not expired, not
    // idle, its account enabled). Ending it (log-out, disabling) leaves the record without one,
    // and so without pushes, until a live session registers the device again.
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('push_tokens_uid_idx')
      .on(table.uid)
      .where(sql`${table.isSignedIn}`),
    index('push_tokens_token_hash_idx').on(table.tokenHash),
    // The foreign key's delete (a session ends) finds the records to update through this.
    index('push_tokens_session_id_idx').on(table.sessionId),
    check('push_tokens_platform_check', sql`${table.platform} in ('web', 'android', 'ios')`),
    check(
      'push_tokens_kind_check',
      sql`(${table.platform} = 'web' and ${table.kind} = 'webpush') or (${table.platform} = 'android' and ${table.kind} = 'fcm') or (${table.platform} = 'ios' and ${table.kind} in ('apns', 'fcm'))`,
    ),
  ],
);

// Settings shared by every instance on the database (first writer wins: insert if absent).
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type PushTokenRow = typeof pushTokens.$inferSelect;
export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;
