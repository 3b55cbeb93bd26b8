import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups, timestamptz, users } from './schema.ts';

// The season's record (docs/product.md#the-seasons-record, docs/decisions/049-roll-call-and-closed-days.md,
// 050-history-that-holds.md): who has been in a group, who came on a day, and the answers of
// people who are no longer members. Unlike the membership's rows, these outlive leaving, removal
// and account deletion. Part of the schema drizzle-kit reads (drizzle.config.ts).

// One row per person who has ever been in the group's record: made when they join (backfilled for
// the members there before), kept when they go. While a former member, left_at is set; rejoining
// clears it. Account deletion numbers the row ("Deleted member N") and clears user_id in the
// deletion's transaction, so nothing leads back to the person.
export const groupPeople = pgTable(
  'group_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    leftAt: timestamptz('left_at'),
    deletedNumber: integer('deleted_number'),
  },
  (table) => [
    unique('group_people_group_id_user_id_key').on(table.groupId, table.userId),
    unique('group_people_group_id_deleted_number_key').on(table.groupId, table.deletedNumber),
    index('group_people_user_id_idx').on(table.userId),
    // A row without an account is always numbered: account deletion numbers it before the
    // account goes, so a deletion that forgot to would fail rather than leave a nameless gap.
    check(
      'group_people_deleted_check',
      sql`${table.userId} is not null or ${table.deletedNumber} is not null`,
    ),
  ],
);

// The day's record, one row per person once a coach saved "Who came" for the day. A day has a
// record when it has any row; a person without a row on such a day did not come.
export const rollCalls = pgTable(
  'roll_calls',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => groupPeople.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    came: boolean('came').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.personId, table.day] }),
    // A day's record and a period's (statistics) are read by group and day.
    index('roll_calls_group_id_day_idx').on(table.groupId, table.day),
  ],
);

// Answers on past days of people who are no longer members, moved from attendances in the
// transaction that ends the membership (leaving, removal, account deletion; notes are dropped
// on deletion). A current member's answers stay in attendances, past days included: rejoining
// moves them back.
export const pastAnswers = pgTable(
  'past_answers',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => groupPeople.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** true present, false away. */
    attendance: boolean('attendance').notNull(),
    /** The answer's note; dropped (null) when the account is deleted. */
    note: text('note'),
    answeredAt: timestamptz('answered_at').notNull(),
    /**
     * When a present answer became away, carried from attendances.dropped_at with the move, for
     * the statistics' late drop-outs (docs/product.md#statistics).
     */
    droppedAt: timestamptz('dropped_at'),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.personId, table.day] }),
    index('past_answers_group_id_day_idx').on(table.groupId, table.day),
  ],
);

export type GroupPersonRow = typeof groupPeople.$inferSelect;
export type RollCallRow = typeof rollCalls.$inferSelect;
export type PastAnswerRow = typeof pastAnswers.$inferSelect;
