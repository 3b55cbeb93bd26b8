import { GROUP_MESSAGES, memberEndpoints, today } from '@turnout/domain';
import { route } from '../../http/route.ts';
import { inboxChanged, toGroup } from '../../live-events/outgoing.ts';
import { ApiError } from '../../http/api-error.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { isUuid, requireMay, requireMember } from '../../http/gate.ts';
import type { FeatureRoutes } from '../../services.ts';
import { findMemberRole, listMembers, listRemovedMembers } from './data.ts';
import { letRemovedMemberBack } from './mutations.ts';
import { endMembership } from './parts/membership-end.ts';
import { membershipEndKind } from './policy.ts';
import { presentMembers, presentRemovedMember } from './presenters.ts';

// A group's members (docs/product.md#groups-and-members): the list, leaving, removal by the
// owner or a coach, and letting a removed account back.

export const memberRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'push' | 'webhooks'
> = async (app, { db, config, realtime, push, webhooks }) => {
  app.addHook('onRequest', requireSignedIn);

  route(app, memberEndpoints.list, {}, async (request) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    return { members: presentMembers(await listMembers(db, access.groupId), config.locale) };
  });

  // The accounts the owner removed, which the group's link does not let back in until the owner
  // says so (docs/decisions/031-removal-keeps-the-link.md). The owner's and the coaches'.
  route(app, memberEndpoints.removed, {}, async (request) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'see-removed');
    return { removed: (await listRemovedMembers(db, access.groupId)).map(presentRemovedMember) };
  });

  route(app, memberEndpoints.letBack, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'see-removed');
    const target = request.params.userId;
    const letBack = await realtime.write(async (tx, announce) => {
      if (!isUuid(target) || !(await letRemovedMemberBack(tx, access.groupId, target))) {
        return false;
      }
      // The owner's other tabs refresh the list; the account's inbox loses the removal's entry.
      announce(toGroup({ type: 'group.updated', groupId: access.groupId }));
      announce(inboxChanged([target]));
      return true;
    });
    if (!letBack) throw new ApiError('not-found', GROUP_MESSAGES.removedMemberNotFound);
    return reply.code(204).send();
  });

  // Leave (my own user id) or, for the owner or a coach, remove someone else (policy.ts).
  route(app, memberEndpoints.end, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMember(db, request.params.groupId, user.id);
    const target = request.params.userId;
    const targetRole = isUuid(target) ? await findMemberRole(db, access.groupId, target) : null;
    const kind = membershipEndKind(access, target, targetRole);
    const ended =
      isUuid(target) &&
      (await endMembership(
        { realtime, push },
        {
          groupId: access.groupId,
          userId: target,
          kind,
          day: today(config.timeZone),
          now: new Date(),
        },
      ));
    if (!ended) throw new ApiError('not-found', GROUP_MESSAGES.memberNotFound);
    await webhooks.emit(access.groupId, 'member.left', {
      memberId: target,
      removed: kind === 'removed',
    });
    return reply.code(204).send();
  });
};
