import {
  API_PATHS,
  muteGroupInputSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '@turnout/domain';
import { z } from 'zod';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { ApiError } from '../../http/api-error.ts';
import { inboxChanged } from '../../live-events/outgoing.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { groupNotFound, groupParamsSchema, isUuid, requireMember } from '../../http/gate.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { listInbox } from './data.ts';
import { markAllNotificationsRead, markNotificationRead, setGroupMuted } from './mutations.ts';
import { presentNotification } from './presenters.ts';
import { noBody } from '../../http/no-body.ts';
import { lagTolerantReader } from '../../http/read-routing.ts';
import type { FeatureRoutes } from '../../services.ts';

// The inbox (docs/product.md#notifications-screen; read state only moves unread → read,
// #notification-read-state) and the per-member mute switch of a group.

const notificationParamsSchema = z.strictObject({ id: z.string() });
const muteResponseSchema = z.object({ muted: z.boolean() });

export const notificationRoutes: FeatureRoutes<'db' | 'config' | 'realtime'> = async (
  app,
  { db, config, realtime },
) => {
  app.addHook('onRequest', requireSignedIn);

  app.get(
    API_PATHS.notifications,
    {
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { cursor, limit } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const page = await listInbox(lagTolerantReader(db, request), user.id, { limit, after });
      const last = page.rows.at(-1);
      return {
        items: page.rows.map((row) => presentNotification(row, config.timeZone)),
        ...(page.hasMore && last ? { nextCursor: encodeCursor(last) } : {}),
        unreadCount: page.unreadCount,
      };
    },
  );

  // Someone else's entry is answered like one that does not exist.
  app.post(
    API_PATHS.notificationRead,
    {
      schema: { params: notificationParamsSchema, body: noBody, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const marked =
        isUuid(id) &&
        (await realtime.writeStatement((tx) => markNotificationRead(tx, user.id, id)));
      if (!marked) throw new ApiError('not-found', { key: 'errors.notificationNotFound' });
      return reply.code(204).send();
    },
  );

  app.post(
    API_PATHS.notificationsReadAll,
    { schema: { body: noBody, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const user = requireUser(request);
      await realtime.write(async (tx, announce) => {
        if ((await markAllNotificationsRead(tx, user.id)) > 0) announce(inboxChanged([user.id]));
      });
      return reply.code(204).send();
    },
  );

  app.put(
    API_PATHS.groupMute,
    {
      schema: {
        params: groupParamsSchema,
        body: muteGroupInputSchema,
        response: { 200: muteResponseSchema },
      },
    },
    async (request) => {
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
    },
  );
};
