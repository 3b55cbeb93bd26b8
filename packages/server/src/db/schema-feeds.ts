import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { membershipForeignKey, groups, timestamptz, users } from './schema.ts';

// Calendar feeds (features/feeds; docs/decisions/016-feeds-and-csv-export.md). Part of the
// schema drizzle-kit reads (drizzle.config.ts).

/** A feed's scope: `personal`, or the group's id for a group feed. */
export const PERSONAL_FEED_SCOPE = 'personal';

// A member's secret feed links: at most one per scope. Making a new one replaces the row, so the
// old link stops working at once. The group feed's key to the membership deletes it when the
// member leaves or is removed (a personal feed has no group; PostgreSQL skips the check then).
export const feedTokens = pgTable(
  'feed_tokens',
  {
    // SHA-256 of the token, like sessions: a leaked table does not hand out working links.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    groupId: uuid('group_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feed_tokens_user_scope_key').on(table.userId, table.scope),
    membershipForeignKey('feed_tokens_membership_fk', table.groupId, table.userId),
  ],
);

// What each feed event last looked like (a digest of its text) and how often it changed, for
// SEQUENCE and LAST-MODIFIED. A withdrawn answer deletes its record, so the records alone
// cannot say when a day last changed. Kept after an event leaves the feed: if it comes back
// changed, its SEQUENCE goes on from where it was. Goes with the group, and a personal feed's
// events with their member (their UIDs derive from the member's id: ADR 027).
export const feedEventVersions = pgTable(
  'feed_event_versions',
  {
    uid: text('uid').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The member of a personal feed's event; null for a group feed's. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    sequence: integer('sequence').notNull().default(0),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  },
  (table) => [
    index('feed_event_versions_group_id_idx').on(table.groupId),
    index('feed_event_versions_user_id_idx').on(table.userId),
  ],
);

export type FeedTokenRow = typeof feedTokens.$inferSelect;
