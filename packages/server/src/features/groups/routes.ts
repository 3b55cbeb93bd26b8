import { addDays, groupEndpoints, DEFAULT_REMINDER_HOUR, today, type Group } from '@turnout/domain';
import { route } from '../../http/route.ts';
import { groupDeleted, toGroup } from '../../live-events/outgoing.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { writeLimit } from '../../http/write-limits.ts';
import { isGroupMuted } from '../notifications/data.ts';
import { findGroup, listGroupsOfUser } from './data.ts';
import { listMembers } from '../members/data.ts';
import { findGroupInvite } from '../invites/data.ts';
import { groupNotFound, requireMay, requireMember, type GroupAccess } from '../../http/gate.ts';
import { createGroup, deleteGroup, updateGroup } from './mutations.ts';
import { readReminderSettings } from '../season/data.ts';
import { byName, presentGroup, presentGroupSummary } from './presenters.ts';
import { seesInviteLink } from './policy.ts';
import type { FeatureRoutes } from '../../services.ts';
import { readCoachingOfGroup } from '../coaching/data.ts';

/** The group's detail carries the coaches' day notes from a week back on. */
const TRAINING_NOTES_DAYS_BACK = 7;

export const groupRoutes: FeatureRoutes<'db' | 'config' | 'realtime'> = async (
  app,
  { db, config, realtime },
) => {
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

  route(app, groupEndpoints.remove, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'delete-group');
    await realtime.write(async (tx, announce) => {
      announce(groupDeleted(access.groupId, await deleteGroup(tx, access.groupId)));
    });
    return reply.code(204).send();
  });
};
