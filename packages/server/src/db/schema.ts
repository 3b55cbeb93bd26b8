import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Schedule } from '@turnout/domain';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@turnout/domain';

// The database schema. Changing it means running `npm run db:generate` and committing the new
// migration in packages/server/drizzle/; migrations are applied at start (src/db/migrate.ts).

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept as typed (trimmed) for display; uniqueness and look-ups go through lower(email).
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamptz('disabled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // The language of the account's push messages and mails (and the app's texts): chosen in
    // settings, or else the browser's, which the app keeps up to date (ADR 024).
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    languageChosen: boolean('language_chosen').notNull().default(false),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the session token: a leaked table does not hand out working sessions.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** 'browser' or 'app' (a native shell), and the user agent's short description, for the
     *  profile's list of signed-in devices. */
    kind: text('kind', { enum: ['browser', 'app'] })
      .notNull()
      .default('browser'),
    device: text('device').notNull().default(''),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

// Log-in and sign-up attempts per client and per e-mail address (http/rate-limit-store.ts),
// shared by every instance. A key's count starts again once resets_at has passed.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);

// Groups (docs/product.md#groups-and-members). Display names are never copied here: they are joined from users, so a
// renamed account shows its new name everywhere at once.
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    location: text('location'),
    description: text('description'),
    // Training days and cancelled dates (docs/decisions/022-season-planning.md), as the domain's
    // scheduleSchema parsed them: read and written whole, never queried inside.
    schedule: jsonb('schedule')
      .$type<Schedule>()
      .notNull()
      .default(sql`'{"trainingDays":[],"cancelledDates":[]}'::jsonb`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('groups_owner_id_idx').on(table.ownerId)],
);

// Owner, coaches and members (docs/decisions/043-coaches-and-the-role-gate.md).
export const GROUP_ROLES = ['owner', 'coach', 'member'] as const;

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: GROUP_ROLES }).notNull(),
    // The invite code the member joined with (docs/product.md#groups-and-members); null for the owner. Not a
    // foreign key: the record outlives a revoked link.
    inviteCode: text('invite_code'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_members_user_id_idx').on(table.userId),
    // Exactly one owner row per group (the creator, written with the group).
    uniqueIndex('group_members_one_owner_key')
      .on(table.groupId)
      .where(sql`${table.role} = 'owner'`),
    check('group_members_role_check', sql`${table.role} in ('owner', 'coach', 'member')`),
  ],
);

/**
 * The foreign key of a row that belongs to a membership (the group's id and the member's): only
 * members have such rows, and they go with the membership when the member leaves or is removed.
 */
export function membershipForeignKey(name: string, groupId: AnyPgColumn, userId: AnyPgColumn) {
  return foreignKey({
    name,
    columns: [groupId, userId],
    foreignColumns: [groupMembers.groupId, groupMembers.userId],
  }).onDelete('cascade');
}

// One live invite link per group; replacing it deletes the old code, so a revoked link dies.
export const groupInvites = pgTable(
  'group_invites',
  {
    code: text('code').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .unique('group_invites_group_id_key')
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Null: the link does not expire. */
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [check('group_invites_code_check', sql`${table.code} ~ '^[A-Z0-9]{24}$'`)],
);

// A membership the owner ended, remembered so that account cannot rejoin through the group's
// link until the owner lets it back (docs/decisions/031-removal-keeps-the-link.md). Leaving by
// oneself leaves no row; rejoining or being let back deletes it, and it goes with the group.
export const removedMemberships = pgTable(
  'removed_memberships',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamptz('removed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] })],
);

// A member's choice for a day (docs/product.md#attendance). Undecided has no row. The foreign key to the
// membership (not just to the group and user) means only members can have records, and
// removing a member or leaving deletes their records with the membership.
export const attendances = pgTable(
  'attendances',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** true present, false away. */
    attendance: boolean('attendance').notNull(),
    note: text('note'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * Set while a present member waits for a place on a day with a limit: when they joined the
     * waitlist, which orders it (docs/decisions/045-training-limit-and-waitlist.md); null for
     * everyone else.
     */
    waitingSince: timestamptz('waiting_since'),
    /**
     * When the standing answer was first given (kept when only the note changes or the answer
     * flips), for "answered in time"; null on rows older than the column, which then count by
     * `updated_at` (docs/product.md#statistics).
     */
    answeredAt: timestamptz('answered_at'),
    /**
     * When a present answer last became away (cleared when it becomes present again), for "late
     * drop-outs": the statistics compare it with the training's cut-off.
     */
    droppedAt: timestamptz('dropped_at'),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId, table.day] }),
    membershipForeignKey('attendances_membership_fk', table.groupId, table.userId),
    // The calendar reads a group's days in an interval.
    index('attendances_group_id_day_idx').on(table.groupId, table.day),
    // The waitlists of a group's days, read with the calendar and at each promotion.
    index('attendances_waiting_idx')
      .on(table.groupId, table.day, table.waitingSince)
      .where(sql`${table.waitingSince} is not null`),
    check('attendances_waiting_check', sql`${table.waitingSince} is null or ${table.attendance}`),
  ],
);

/**
 * A limited training day's places (docs/decisions/059-day-places-in-a-row.md): how many are in
 * and the waitlist in answer order, kept in one row so a writer takes or frees a place under
 * that row's lock for the rest of its one statement. Kept only for days written while they had
 * a limit; a missing or doubtful row is counted again from the records (attendance/parts/places.ts).
 */
export const dayPlaces = pgTable(
  'day_places',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Present and not waiting. */
    taken: integer('taken').notNull().default(0),
    /** The waiting members, first in line first. */
    waitlist: uuid('waitlist')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.day] })],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type GroupMemberRow = typeof groupMembers.$inferSelect;
export type GroupInviteRow = typeof groupInvites.$inferSelect;
export type AttendanceRow = typeof attendances.$inferSelect;
