import {
  addDays,
  groupEndpoints,
  seasonEndpoints,
  DEFAULT_REMINDER_HOUR,
  GROUP_MESSAGES,
  today,
  trainingRulesOn,
  type Group,
} from '@turnout/domain';
import { route } from '../../http/route.ts';
import { groupDeleted, inboxChanged, toGroup } from '../../live-events/outgoing.ts';
import { ApiError } from '../../http/api-error.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { writeLimit } from '../../http/write-limits.ts';
import { isGroupMuted } from '../notifications/data.ts';
import { endMembership } from './parts/membership-end.ts';
import { notifyPromoted, settleWaitingDays } from '../attendance/parts/waitlist.ts';
import {
  findGroup,
  findMemberRole,
  listGroupsOfUser,
  listMembers,
  listRemovedMembers,
  readSchedule,
} from './data.ts';
import { findGroupInvite } from '../invites/data.ts';
import {
  groupNotFound,
  isUuid,
  requireMay,
  requireMember,
  type GroupAccess,
} from '../../http/gate.ts';
import {
  createGroup,
  deleteGroup,
  letRemovedMemberBack,
  setSchedule,
  updateGroup,
} from './mutations.ts';
import { readReminderSettings } from '../season/data.ts';
import {
  byName,
  presentGroup,
  presentGroupSummary,
  presentMembers,
  presentRemovedMember,
} from './presenters.ts';
import { membershipEndKind, seesInviteLink } from './policy.ts';
import type { FeatureRoutes } from '../../services.ts';
import { readCoachingOfGroup } from '../coaching/data.ts';

/** The group's detail carries the coaches' day notes from a week back on. */
const TRAINING_NOTES_DAYS_BACK = 7;

export const groupRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'push' | 'webhooks'
> = async (app, { db, config, realtime, push, webhooks }) => {
  app.addHook('onRequest', requireSignedIn);

  async function groupResponse(access: GroupAccess): Promise<Group> {
    const since = addDays(today(config.timeZone), -TRAINING_NOTES_DAYS_BACK);
    const [group, members, inviteCode, muted, reminders] = await Promise.all([
      findGroup(db, access.groupId),
      listMembers(db, access.groupId),
      seesInviteLink(access)
        ? findGroupInvite(db, access.groupId).then((invite) => invite?.code)
        : undefined,
      isGroupMuted(db, access.groupId, access.userId),
      readReminderSettings(db, access.groupId, access.userId),
    ]);
    if (!group) throw groupNotFound();
    const coaching = await readCoachingOfGroup(db, access, since, group.schedule.cancelledDates);
    return {
      ...presentGroup(group, members, {
        currentUserId: access.userId,
        locale: config.locale,
        inviteCode,
      }),
      muted,
      ...reminders,
      currentUserRole: access.role,
      ...coaching,
    };
  }

  route(app, groupEndpoints.list, {}, async (request) => {
    const user = requireUser(request);
    const rows = await listGroupsOfUser(db, user.id);
    const groups = rows
      .map((row) => ({
        ...presentGroupSummary(row, user.id),
        muted: row.muted,
        reminders: row.reminders,
        reminderHour: row.reminderHour ?? DEFAULT_REMINDER_HOUR,
        reminderEmail: row.reminderEmail,
        weeklyDigest: row.weeklyDigest,
        currentUserRole: row.role,
      }))
      .sort(byName(config.locale));
    return {
      owned: groups.filter((group) => group.currentUserIsOwner),
      member: groups.filter((group) => !group.currentUserIsOwner),
    };
  });

  route(
    app,
    groupEndpoints.create,
    { preHandler: writeLimit(app, 'groups', config.writeRateLimit) },
    async (request, reply) => {
      const user = requireUser(request);
      const { groupId } = await createGroup(db, user.id, request.body, config.inviteDefaultExpiry);
      const access = await requireMember(db, groupId, user.id);
      return reply.code(201).send(await groupResponse(access));
    },
  );

  route(app, groupEndpoints.read, {}, async (request) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    return groupResponse(access);
  });

  route(app, groupEndpoints.update, {}, async (request) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'edit-group');
    await realtime.write(async (tx, announce) => {
      await updateGroup(tx, access.groupId, request.body);
      announce(toGroup({ type: 'group.updated', groupId: access.groupId }));
    });
    return groupResponse(access);
  });

  // The training days and cancelled dates (docs/decisions/022-season-planning.md): the owner's
  // and the coaches', replaced whole; members hear of it as of any other change of the group.
  route(app, seasonEndpoints.schedule, {}, async (request) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'edit-schedule');
    const now = new Date();
    const { before, schedule, promotions } = await realtime.write(async (tx, announce) => {
      const old = await readSchedule(tx, access.groupId);
      const stored = await setSchedule(tx, access.groupId, request.body);
      announce(toGroup({ type: 'group.updated', groupId: access.groupId }));
      // A limit raised or removed fills the waitlists' free places at once (ADR 045).
      const promotions = await settleWaitingDays(tx, announce, {
        groupId: access.groupId,
        from: today(config.timeZone, now.getTime()),
        rulesOn: (day) => trainingRulesOn(stored, day),
        now,
      });
      return { before: old, schedule: stored, promotions };
    });
    notifyPromoted(push, access.groupId, promotions);
    // The group's webhooks (docs/decisions/042-webhooks.md): the days changed, and each date
    // newly cancelled.
    await webhooks.emit(access.groupId, 'training.changed');
    for (const day of schedule.cancelledDates.filter((d) => !before.cancelledDates.includes(d))) {
      await webhooks.emit(access.groupId, 'training.cancelled', { day });
    }
    return { schedule };
  });

  route(app, groupEndpoints.remove, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'delete-group');
    await realtime.write(async (tx, announce) => {
      announce(groupDeleted(access.groupId, await deleteGroup(tx, access.groupId)));
    });
    return reply.code(204).send();
  });

  route(app, groupEndpoints.members, {}, async (request) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    return { members: presentMembers(await listMembers(db, access.groupId), config.locale) };
  });

  // The accounts the owner removed, which the group's link does not let back in until the owner
  // says so (docs/decisions/031-removal-keeps-the-link.md). The owner's and the coaches'.
  route(app, groupEndpoints.removed, {}, async (request) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'see-removed');
    return { removed: (await listRemovedMembers(db, access.groupId)).map(presentRemovedMember) };
  });

  route(app, groupEndpoints.letBack, {}, async (request, reply) => {
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
  route(app, groupEndpoints.endMembership, {}, async (request, reply) => {
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
