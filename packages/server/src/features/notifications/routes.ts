import { notificationEndpoints } from '@turnout/domain';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { ApiError } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { inboxChanged } from '../../live-events/outgoing.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { groupNotFound, isUuid, requireMember } from '../../http/gate.ts';
import { decodeCursor, encodeCursor } from './parts/cursor.ts';
import { listInbox } from './data.ts';
import { markAllNotificationsRead, markNotificationRead, setGroupMuted } from './mutations.ts';
import { presentNotification } from './presenters.ts';
import type { FeatureRoutes } from '../../services.ts';

// The inbox (docs/product.md#notifications-screen; read state only moves unread → read,
// #notification-read-state) and the per-member mute switch of a group.

export const notificationRoutes: FeatureRoutes<'db' | 'config' | 'realtime'> = async (
  app,
  { db, config, realtime },
) => {
  app.addHook('onRequest', requireSignedIn);

  route(app, notificationEndpoints.list, {}, async (request) => {
    const user = requireUser(request);
    const { cursor, limit } = request.query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    const page = await listInbox(db, user.id, { limit, after });
    const last = page.rows.at(-1);
    return {
      items: page.rows.map((row) => presentNotification(row, config.timeZone)),
      ...(page.hasMore && last ? { nextCursor: encodeCursor(last) } : {}),
      unreadCount: page.unreadCount,
    };
  });

  // Someone else's entry is answered like one that does not exist.
  route(app, notificationEndpoints.read, {}, async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    const marked =
      isUuid(id) && (await realtime.writeStatement((tx) => markNotificationRead(tx, user.id, id)));
    if (!marked) throw new ApiError('not-found', { key: 'errors.notificationNotFound' });
    return reply.code(204).send();
  });

  route(app, notificationEndpoints.readAll, {}, async (request, reply) => {
    const user = requireUser(request);
    await realtime.write(async (tx, announce) => {
      if ((await markAllNotificationsRead(tx, user.id)) > 0) announce(inboxChanged([user.id]));
    });
    return reply.code(204).send();
  });

  route(app, notificationEndpoints.mute, {}, async (request) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    const { muted } = request.body;
    await setGroupMuted(db, { groupId: access.groupId, userId: access.userId, muted }).catch(
      (error: unknown) => {
        // The membership ended between the gate and this write.
        if (isForeignKeyViolation(error, 'group_mutes_membership_fk')) throw groupNotFound();
        throw error;
      },
    );
    return { muted };
  });
};
