import { z } from 'zod/mini';
import { daySchema } from './days.ts';

// Live updates over Server-Sent Events (docs/product.md#live-updates). Names are
// `{entity}.{verb-past}` and are the same on the wire (the SSE `event:` field) and in code, so a
// name found in a log is found in the source as it is. Payloads only say what
// changed; clients refetch what they show, so a payload never carries data a reader could not
// fetch.

export const EVENT_NAMES = [
  'attendance.changed',
  'attendance.series-changed',
  'member.joined',
  'member.removed',
  'member.updated',
  'group.updated',
  'group.deleted',
  'notification.changed',
] as const;
export const eventNameSchema = z.enum(EVENT_NAMES);
export type EventName = z.infer<typeof eventNameSchema>;

export const attendanceChangedEventSchema = z.object({
  type: z.literal('attendance.changed'),
  groupId: z.string(),
  userId: z.string(),
  day: daySchema,
});

/** A member answered many days at once (a repeating answer): refetch the group's days. */
export const attendanceSeriesChangedEventSchema = z.object({
  type: z.literal('attendance.series-changed'),
  groupId: z.string(),
  userId: z.string(),
  /** The first and last day the answer covered. */
  from: daySchema,
  to: daySchema,
});

export const memberJoinedEventSchema = z.object({
  type: z.literal('member.joined'),
  groupId: z.string(),
  userId: z.string(),
});

/** Also sent to the removed member, whose client leaves the group's screen. */
export const memberRemovedEventSchema = z.object({
  type: z.literal('member.removed'),
  groupId: z.string(),
  userId: z.string(),
});

/** A member's display name changed: everything showing it refetches. */
export const memberUpdatedEventSchema = z.object({
  type: z.literal('member.updated'),
  groupId: z.string(),
});

export const groupUpdatedEventSchema = z.object({
  type: z.literal('group.updated'),
  groupId: z.string(),
});

export const groupDeletedEventSchema = z.object({
  type: z.literal('group.deleted'),
  groupId: z.string(),
});

/** My inbox changed. `notificationId` names the entry; absent when several changed (read-all). */
export const notificationChangedEventSchema = z.object({
  type: z.literal('notification.changed'),
  notificationId: z.optional(z.string()),
});

export const eventPayloadSchema = z.discriminatedUnion('type', [
  attendanceChangedEventSchema,
  attendanceSeriesChangedEventSchema,
  memberJoinedEventSchema,
  memberRemovedEventSchema,
  memberUpdatedEventSchema,
  groupUpdatedEventSchema,
  groupDeletedEventSchema,
  notificationChangedEventSchema,
]);
export type EventPayload = z.infer<typeof eventPayloadSchema>;
/** The payload of one named event. */
export type EventPayloadOf<N extends EventName> = Extract<EventPayload, { type: N }>;

/** The group an event concerns, if any: who may receive it is decided by membership of it. */
export function groupIdOfEvent(event: EventPayload): string | undefined {
  return 'groupId' in event ? event.groupId : undefined;
}

// Stream control, not domain events. Every connection starts with a frame carrying only
// `id: N` (sets the client's last event id without dispatching anything). `resync` says the
// missed events cannot be replayed (the id is too old, unknown, or the gap too long): refetch
// everything shown, then carry on with the stream.
export const RESYNC_EVENT = 'resync';
export const resyncEventSchema = z.object({ type: z.literal(RESYNC_EVENT) });
export type ResyncEvent = z.infer<typeof resyncEventSchema>;

/**
 * A stream carries something at least this often, so proxies keep it open: an event, or else a
 * heartbeat comment line.
 */
export const EVENT_STREAM_HEARTBEAT_MS = 25_000;
/** The `retry:` the server asks EventSource to wait before reconnecting. */
export const EVENT_STREAM_RETRY_MS = 3000;
