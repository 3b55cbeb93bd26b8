import type { FastifyRequest } from 'fastify';
import { coachingEndpoints, GROUP_MESSAGES, today, type Day } from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { isUuid, requireMay, requireMember } from '../../http/gate.ts';
import { route } from '../../http/route.ts';
import { inboxChanged, toGroup } from '../../live-events/outgoing.ts';
import type { Database } from '../../db/client.ts';
import type { FeatureRoutes } from '../../services.ts';
import { findGroup } from '../groups/data.ts';
import type { CoachNotice } from '../push/parts/push-service.ts';
import { acceptHandOver, offerHandOver, setRole, withdrawHandOver } from './mutations.ts';
import {
  announce,
  cancelTraining,
  nudge,
  restoreTraining,
  withdrawAnnouncement,
} from './parts/day-notes.ts';
import { requireCancellableDay, requireDayInWindow } from './policy.ts';

// Coaches and hand-over, and a coach's tools for one training day
// (docs/product.md#coaches-and-hand-over). Every route passes the gate's role × action table
// (requireMay); every change is announced to the group (`group.updated`, whose detail carries
// roles, the offer and the day notes) and to the inboxes it wrote to. A coach's answer for a
// member is the attendance feature's route.

export const coachingRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'push' | 'webhooks'
> = async (app, { db, config, realtime, push, webhooks }) => {
  app.addHook('onRequest', requireSignedIn);
  const groupUpdated = (groupId: string) => toGroup({ type: 'group.updated', groupId });
  // A coach speaks of the days members may answer; checked before the gate, like the schemas.
  const inWindow = {
    preHandler: async (request: FastifyRequest) =>
      requireDayInWindow((request.params as { day: Day }).day),
  };
  /**
   * A coach's word to members (the hand-over offer, a nudge, an announcement, a cancellation):
   * `write` stores it and returns whom it told, in one transaction that announces the group's
   * change and those inboxes; their pushes are queued after the commit.
   */
  const tell = async (
    notice: Omit<CoachNotice, 'recipientIds'>,
    write: (tx: Database) => Promise<string[]>,
  ): Promise<string[]> => {
    const told = await realtime.write(async (tx, say) => {
      const recipients = await write(tx);
      say(groupUpdated(notice.groupId), inboxChanged(recipients));
      return recipients;
    });
    push.notifyCoachNotice({ ...notice, recipientIds: told });
    return told;
  };

  // The owner makes a member a coach, or takes it back.
  route(app, coachingEndpoints.setRole, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'appoint-coach');
    const target = request.params.userId;
    if (!isUuid(target)) throw new ApiError('not-found', GROUP_MESSAGES.memberNotFound);
    await realtime.write(async (tx, say) => {
      await setRole(tx, access.groupId, target, request.body.role);
      say(groupUpdated(access.groupId));
    });
    return reply.code(204).send();
  });

  // The owner offers the group to a member or coach (inbox card and push).
  route(app, coachingEndpoints.offer, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'hand-over');
    const target = request.body.userId;
    if (!isUuid(target)) throw new ApiError('not-found', GROUP_MESSAGES.memberNotFound);
    const { groupId } = access;
    const day = today(config.timeZone);
    await tell({ actorId: user.id, groupId, day, kind: 'hand-over' }, (tx) =>
      offerHandOver(tx, { groupId, ownerId: user.id, userId: target, day, now: new Date() }),
    );
    return reply.code(204).send();
  });

  route(app, coachingEndpoints.withdrawOffer, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'hand-over');
    await realtime.write(async (tx, say) => {
      const offeredTo = await withdrawHandOver(tx, access.groupId, user.id);
      if (offeredTo) say(groupUpdated(access.groupId), inboxChanged([offeredTo]));
    });
    return reply.code(204).send();
  });

  // The member the group was offered to takes it: they own it, the old owner is a coach.
  route(app, coachingEndpoints.accept, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMember(db, request.params.groupId, user.id);
    await realtime.write(async (tx, say) => {
      await acceptHandOver(tx, access.groupId, user.id);
      say(groupUpdated(access.groupId), inboxChanged([user.id]));
    });
    return reply.code(204).send();
  });

  // "Remind the 4 who haven't answered": once per group and day.
  route(app, coachingEndpoints.nudge, inWindow, async (request) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'nudge');
    const { day } = request.params;
    const notice = { actorId: user.id, groupId: access.groupId, day };
    const now = new Date();
    const recipients = await tell({ ...notice, kind: 'nudge' }, (tx) =>
      nudge(tx, { ...notice, now }),
    );
    return { sentAt: now.toISOString(), recipientCount: recipients.length };
  });

  route(app, coachingEndpoints.announce, inWindow, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'announce');
    const { day } = request.params;
    const notice = { actorId: user.id, groupId: access.groupId, day };
    const { text } = request.body;
    await tell({ ...notice, kind: 'announcement', message: text }, (tx) =>
      announce(tx, { ...notice, text, now: new Date() }),
    );
    // The group's webhooks hear of it too (docs/decisions/042-webhooks.md).
    await webhooks.emit(access.groupId, 'announcement.posted', { memberId: user.id, day, text });
    return reply.code(204).send();
  });

  route(app, coachingEndpoints.withdrawAnnouncement, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'announce');
    await realtime.write(async (tx, say) => {
      const gone = await withdrawAnnouncement(tx, access.groupId, request.params.day);
      say(groupUpdated(access.groupId), inboxChanged(gone));
    });
    return reply.code(204).send();
  });

  // Cancel a training with a reason: it joins the schedule's cancelled dates; who said present
  // is told.
  route(app, coachingEndpoints.cancel, inWindow, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'cancel-training');
    const { day } = request.params;
    const group = await findGroup(db, access.groupId);
    if (!group) throw new ApiError('not-found', GROUP_MESSAGES.notFound);
    requireCancellableDay(group.schedule, day);
    const notice = { actorId: user.id, groupId: access.groupId, day };
    const { reason } = request.body;
    await tell({ ...notice, kind: 'cancelled', message: reason }, (tx) =>
      cancelTraining(tx, { ...notice, reason, now: new Date() }),
    );
    await webhooks.emit(access.groupId, 'training.cancelled', { memberId: user.id, day });
    return reply.code(204).send();
  });

  route(app, coachingEndpoints.restore, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'cancel-training');
    await realtime.write(async (tx, say) => {
      await restoreTraining(tx, access.groupId, request.params.day);
      say(groupUpdated(access.groupId));
    });
    return reply.code(204).send();
  });
};
