import { describe, expect, it } from 'vitest';
import { startOfDayMs } from './day-zones.ts';
import { toDay } from './days.ts';
import { NOTIFICATION_MESSAGES } from './messages.ts';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  notificationTargetPath,
} from './notifications.ts';

const timestamp = startOfDayMs(toDay('2026-03-29'));
const notification = {
  id: 'n1',
  isRead: false,
  updatedAt: '2026-03-28T10:00:00.000Z',
  groupId: 'g1',
  context: { userDisplayName: 'Ada', attendance: true, groupName: 'Gym', groupId: 'g1', timestamp },
};

describe('notifications (docs/product.md#notifications)', () => {
  it('parses a notification, with null attendance meaning revoked', () => {
    expect(notificationSchema.parse(notification)).toEqual(notification);
    const revoked = { ...notification, context: { ...notification.context, attendance: null } };
    expect(notificationSchema.parse(revoked).context.attendance).toBeNull();
    const missing = {
      ...notification,
      context: { ...notification.context, attendance: undefined },
    };
    expect(notificationSchema.safeParse(missing).success).toBe(false);
  });

  it('pages the inbox', () => {
    expect(
      notificationListResponseSchema.parse({ items: [notification] }).nextCursor,
    ).toBeUndefined();
    expect(
      notificationListResponseSchema.parse({ items: [], nextCursor: 'abc', unreadCount: 3 }),
    ).toEqual({ items: [], nextCursor: 'abc', unreadCount: 3 });
    expect(notificationListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(notificationListQuerySchema.parse({ limit: '50', cursor: 'abc' })).toEqual({
      limit: 50,
      cursor: 'abc',
    });
    expect(notificationListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('opens the group on the day (docs/product.md#notifications-screen)', () => {
    expect(notificationTargetPath(notification.context)).toBe(`/groups/g1?activeDay=${timestamp}`);
    expect(notificationTargetPath({ groupId: 'a/b', timestamp: 0 })).toBe(
      '/groups/a%2Fb?activeDay=0',
    );
  });

  it('has the product’s empty state', () => {
    expect(NOTIFICATION_MESSAGES.empty).toBe("You don't have any notifications yet.");
  });
});
