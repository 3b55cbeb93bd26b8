import { z } from 'zod/mini';
import { pathFor } from './api.ts';
import { NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from './constants.ts';
import { ACTIVE_DAY_PARAM } from './day-zones.ts';
import { daySchema } from './days.ts';

// The notification inbox: docs/product.md#notifications and #notification-read-state (unread →
// read only).

/**
 * An inbox entry tells of a day's answer, of a repeating answer over many days (`series`), of a
 * reminder to answer tomorrow's training (`reminder`), (to the owner) of a member who left or
 * was removed, or (to the removed member) that the owner removed them (`removal`).
 */
export const INBOX_ENTRY_KINDS = [
  'attendance',
  'left',
  'removed',
  'series',
  'reminder',
  'removal',
  'promoted',
  // From a coach (docs/decisions/043-coaches-and-the-role-gate.md, 044-nudges-announcements-cancellations.md):
  'hand-over',
  'nudge',
  'announcement',
  'cancelled',
] as const;
export type InboxEntryKind = (typeof INBOX_ENTRY_KINDS)[number];

/** What happened: who said what about which day in which group. */
export const notificationContextSchema = z.object({
  userDisplayName: z.string(),
  /** The member whose change it is: the inbox joins one member's quick run of changes into a card. */
  userId: z.optional(z.string()),
  /** true present, false away, null revoked (the member went back to undecided). */
  attendance: z.nullable(z.boolean()),
  groupName: z.string(),
  groupId: z.string(),
  /** Start of the day in the configured zone, in ms (as the `activeDay` parameter). */
  timestamp: z.int(),
  /**
   * Absent: an attendance change. `left` / `removed`: the member's membership ended that day.
   * `series`: a repeating answer (see `series`; `timestamp` is its first day, `attendance` its
   * state). `reminder`: tomorrow is a training day I have not answered (see `reminder`;
   * `timestamp` is that day, `userDisplayName` my own name, `attendance` null). `removal`: the
   * owner (`userDisplayName`, `userId`) removed me from the group that day.
   */
  kind: z.optional(
    z.enum([
      'left',
      'removed',
      'series',
      'reminder',
      'removal',
      'hand-over',
      'nudge',
      'announcement',
      'cancelled',
      'promoted',
    ]),
  ),
  /** A repeating answer: its first and last day and how many days it covered. */
  series: z.optional(
    z.object({
      from: daySchema,
      to: daySchema,
      dayCount: z.int().check(z.positive()),
      /** The answer named training weekdays ("12 training days"), not every day ("30 days"). */
      trainingDays: z.boolean(),
      /** Days between `from` and `to` it covered but left holding another answer (kept). */
      except: z.optional(z.array(daySchema)),
    }),
  ),
  /** A reminder: the training's start time (HH:MM or null) and the answers when it was sent. */
  reminder: z.optional(
    z.object({
      time: z.nullable(z.string()),
      place: z.nullable(z.string()),
      present: z.int().check(z.nonnegative()),
      away: z.int().check(z.nonnegative()),
      /** Present beyond the day's limit, waiting for a place; absent when none. */
      waiting: z.optional(z.int().check(z.nonnegative())),
    }),
  ),
  /**
   * `promoted`: a place came free and I am in from the waitlist (`timestamp` is the day,
   * `userDisplayName` my own name, `attendance` true); the training's start time (HH:MM or null).
   * docs/decisions/045-training-limit-and-waitlist.md
   */
  promoted: z.optional(z.object({ time: z.nullable(z.string()) })),
  /**
   * From a coach (`userDisplayName`): `hand-over` the owner offers me the group; `nudge` I have
   * not answered that day; `announcement` / `cancelled` with `message`, the text or the reason.
   */
  message: z.optional(z.string()),
  /** The member's note for that day, as it is now. */
  note: z.optional(z.string()),
  /** The member has left the group (or was removed) since. */
  memberLeft: z.optional(z.literal(true)),
  /** The member is the group's owner: the card shows the owner's badge (ADR 030). */
  userIsOwner: z.optional(z.literal(true)),
  /** With `memberLeft`: the owner removed them (docs/decisions/031-removal-keeps-the-link.md). */
  memberRemoved: z.optional(z.literal(true)),
});
export type NotificationContext = z.infer<typeof notificationContextSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  isRead: z.boolean(),
  /** ISO time of the last change; the inbox is sorted by it, newest first. */
  updatedAt: z.iso.datetime({ offset: true }),
  groupId: z.string(),
  context: notificationContextSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?cursor&limit — one page, newest first. */
export const notificationListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(NOTIFICATIONS_MAX_PAGE_SIZE)),
    NOTIFICATIONS_PAGE_SIZE,
  ),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/**
 * A page of the inbox. `nextCursor` is opaque and absent on the last page. `unreadCount` covers
 * the whole inbox (the bell's badge), not only this page.
 */
export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.optional(z.string()),
  unreadCount: z.optional(z.int().check(z.nonnegative())),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/**
 * Where tapping a notification leads: the group screen on that day; an offer of the group opens
 * its Members dialog there, where it is accepted (docs/product.md#coaches-and-hand-over).
 */
export function notificationTargetPath(
  context: Pick<NotificationContext, 'groupId' | 'timestamp'> & { kind?: string | undefined },
) {
  const path = pathFor('/groups/:groupId', { groupId: context.groupId });
  const dialog = context.kind === 'hand-over' ? '#members' : '';
  return `${path}?${ACTIVE_DAY_PARAM}=${context.timestamp}${dialog}`;
}
