import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { groups, membershipForeignKey, timestamptz, users } from './schema.ts';

// What coaches keep about a group (docs/decisions/043-coaches-and-the-role-gate.md,
// 044-nudges-announcements-cancellations.md): the owner's pending offer of the group, who set a
// member's answer for them, and each training day's announcement, cancellation and nudge.
// Part of the schema drizzle-kit reads (drizzle.config.ts).

// The owner's offer of the group to one member or coach; it goes with that membership (a member
// who leaves cannot accept any more) and is replaced by a new offer.
export const handOverOffers = pgTable(
  'hand_over_offers',
  {
    groupId: uuid('group_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    offeredAt: timestamptz('offered_at').notNull().defaultNow(),
  },
  (table) => [membershipForeignKey('hand_over_offers_membership_fk', table.groupId, table.userId)],
);

// A coach answered for a member. The answer shows "set by <coach>" while the member's record is
// the one the coach wrote: set_at equals the record's updated_at (a later change by the member
// leaves this row behind, stale, without touching the calendar's write path).
export const answerSetters = pgTable(
  'answer_setters',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    setBy: uuid('set_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setAt: timestamptz('set_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId, table.day] }),
    membershipForeignKey('answer_setters_membership_fk', table.groupId, table.userId),
  ],
);

// One row per group and training day a coach said something about: its announcement, its
// cancellation (the date is also among the schedule's cancelled dates) and its last nudge.
export const trainingNotes = pgTable(
  'training_notes',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    announcement: text('announcement'),
    announcedBy: uuid('announced_by').references(() => users.id, { onDelete: 'set null' }),
    announcedAt: timestamptz('announced_at'),
    cancelReason: text('cancel_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamptz('cancelled_at'),
    nudgedAt: timestamptz('nudged_at'),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.day] })],
);

export type TrainingNoteRow = typeof trainingNotes.$inferSelect;
