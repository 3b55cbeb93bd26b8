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
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_REMINDER_HOUR } from '@turnout/domain';
import { membershipForeignKey, timestamptz } from './schema.ts';

// Season planning's reminders (docs/decisions/022-season-planning.md). Part of the schema
// drizzle-kit reads (drizzle.config.ts). Both tables go with the membership.

// A member's reminder setting for a group; no row is "off at the default hour". Turning
// reminders off keeps the row, so the hour is still there when they come back on.
export const groupReminders = pgTable(
  'group_reminders',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    enabled: boolean('enabled').notNull(),
    hour: integer('hour').notNull().default(DEFAULT_REMINDER_HOUR),
    /** Reminders also by e-mail (docs/decisions/053-e-mail-channel-and-digest.md). */
    email: boolean('email').notNull().default(false),
    /** A coach's weekly digest of the group's next week, by e-mail (the same ADR). */
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    membershipForeignKey('group_reminders_membership_fk', table.groupId, table.userId),
    check('group_reminders_hour_check', sql`${table.hour} between 0 and 23`),
  ],
);

export const REMINDER_JOB_STATES = ['pending', 'sent', 'skipped'] as const;

// One job per member, group and training day, ever: the key is what makes a reminder go out
// once however many instances plan and send. Workers claim pending jobs with
// FOR UPDATE SKIP LOCKED; a sent or skipped job stays (pruned a while after its day), so the
// day is never planned again.
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dueAt: timestamptz('due_at').notNull(),
    state: text('state', { enum: REMINDER_JOB_STATES }).notNull().default('pending'),
    doneAt: timestamptz('done_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.groupId, table.day] }),
    membershipForeignKey('reminder_jobs_membership_fk', table.groupId, table.userId),
    check('reminder_jobs_state_check', sql`${table.state} in ('pending', 'sent', 'skipped')`),
    // The workers' claim: pending jobs by due time.
    index('reminder_jobs_due_idx')
      .on(table.dueAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

// One row per coach, group and week a digest went out for (docs/decisions/
// 053-e-mail-channel-and-digest.md): the key makes the digest go once however many instances
// send; the last row's time is where the next digest's "changes since" begins.
export const digestSends = pgTable(
  'digest_sends',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The Monday of the week the digest covers. */
    week: date('week', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId, table.week] }),
    membershipForeignKey('digest_sends_membership_fk', table.groupId, table.userId),
  ],
);

export type ReminderJobRow = typeof reminderJobs.$inferSelect;
