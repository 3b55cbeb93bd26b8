import { startOfDayMs, toDay, type Notification } from '@turnout/domain';

/** The start of a day in Europe/Berlin, the configured zone of the tests, as the server sends it. */
export const dayMs = (day: string) => startOfDayMs(toDay(day), 'Europe/Berlin');

/** An unread entry: Grace will attend the Climbing Crew on Sunday, 29 March 2026. */
export function buildNotification(
  overrides: Partial<Omit<Notification, 'context'>> & {
    context?: Partial<Notification['context']>;
  } = {},
): Notification {
  const { context, ...rest } = overrides;
  return {
    id: 'n1',
    isRead: false,
    updatedAt: '2026-03-28T10:00:00.000Z',
    groupId: 'g1',
    ...rest,
    context: {
      userDisplayName: 'Grace Hopper',
      attendance: true,
      groupName: 'Climbing Crew',
      groupId: 'g1',
      timestamp: dayMs('2026-03-29'),
      ...context,
    },
  };
}

/** One page of the inbox as GET /api/notifications answers it. */
export function page(
  items: Notification[],
  extra: { nextCursor?: string; unreadCount?: number } = {},
) {
  return { items, unreadCount: items.filter((item) => !item.isRead).length, ...extra };
}
