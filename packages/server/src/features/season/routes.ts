import { seasonEndpoints, today, trainingRulesOn } from '@turnout/domain';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { requireMay, requireMember } from '../../http/gate.ts';
import { route } from '../../http/route.ts';
import { toGroup } from '../../live-events/outgoing.ts';
import type { FeatureRoutes } from '../../services.ts';
import { notifyPromoted, settleWaitingDays } from '../attendance/parts/waitlist.ts';
import { readSchedule } from '../groups/data.ts';
import { setSchedule } from '../groups/mutations.ts';
import { setReminderSettings } from './mutations.ts';

// Season planning's routes (docs/decisions/022-season-planning.md): the group's training days,
// and a member's own reminders for the group.

export const seasonRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'push' | 'webhooks'
> = async (app, { db, config, realtime, push, webhooks }) => {
  app.addHook('onRequest', requireSignedIn);

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

  // A member's reminders for a group, beside the mute switch: their own setting, so any member
  // may change it and nobody else's.
  route(app, seasonEndpoints.reminders, {}, async (request) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    return setReminderSettings(db, {
      groupId: access.groupId,
      userId: access.userId,
      settings: request.body,
    });
  });
};
