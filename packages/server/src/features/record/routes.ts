import {
  compareDays,
  recordEndpoints,
  RECORD_MESSAGES,
  roleMay,
  today,
  type Day,
} from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { requireMay, requireMember, type AuthorizedGroupId } from '../../http/gate.ts';
import { route } from '../../http/route.ts';
import { writeLimit } from '../../http/write-limits.ts';
import { toGroup } from '../../live-events/outgoing.ts';
import type { FeatureRoutes } from '../../services.ts';
import { displayNameOf, ensurePeople, readHistory, readRollCall } from './data.ts';
import { saveRollCall } from './mutations.ts';
import { requireRollCallOpen } from './policy.ts';
import { lastRecorder, personStatus, presentRollCall } from './presenters.ts';

// The season's record (docs/product.md#the-seasons-record): a day's roll call ("Who came"),
// taken by whoever runs the trainings and seen by each member for themselves, and the group's
// history of people who are no longer members. Saving announces `group.updated`, so the other
// coaches' open roll calls and the members' day sheets refetch.

export const recordRoutes: FeatureRoutes<'db' | 'config' | 'realtime'> = async (
  app,
  { db, config, realtime },
) => {
  app.addHook('onRequest', requireSignedIn);

  async function rollCallOf(groupId: AuthorizedGroupId, day: Day) {
    const rows = await readRollCall(db, groupId, day);
    const recordedBy = await displayNameOf(db, lastRecorder(rows));
    const open = compareDays(day, today(config.timeZone)) <= 0;
    return presentRollCall(day, rows, { open, recordedByDisplayName: recordedBy });
  }

  // Everyone for whoever runs the trainings; a member gets their own entry only.
  route(app, recordEndpoints.rollCall, {}, async (request) => {
    const user = requireUser(request);
    const access = await requireMember(db, request.params.groupId, user.id);
    const rollCall = await rollCallOf(access.groupId, request.params.day);
    if (roleMay(access.role, 'take-roll-call')) return rollCall;
    return { ...rollCall, entries: rollCall.entries.filter((e) => e.userId === user.id) };
  });

  // The owner or a coach saves who came: everyone on the day's roll call gets a row.
  route(
    app,
    recordEndpoints.saveRollCall,
    { preHandler: writeLimit(app, 'attendance', config.writeRateLimit) },
    async (request) => {
      const user = requireUser(request);
      const access = await requireMay(db, request.params.groupId, user.id, 'take-roll-call');
      const { day } = request.params;
      requireRollCallOpen(day, today(config.timeZone));
      await ensurePeople(db, access.groupId);
      const came = new Set(request.body.came);
      await realtime.write(async (tx, announce) => {
        const people = (await readRollCall(tx, access.groupId, day)).map((row) => row.personId);
        const onIt = new Set(people);
        if ([...came].some((id) => !onIt.has(id))) {
          throw new ApiError('invalid-argument', RECORD_MESSAGES.personNotOnRollCall);
        }
        await saveRollCall(tx, {
          groupId: access.groupId,
          day,
          people,
          came,
          recordedBy: user.id,
          now: new Date(),
        });
        announce(toGroup({ type: 'group.updated', groupId: access.groupId }));
      });
      return rollCallOf(access.groupId, day);
    },
  );

  // The history of a period: what people no longer members answered, and the days' records.
  route(app, recordEndpoints.history, {}, async (request) => {
    const user = requireUser(request);
    const access = await requireMember(db, request.params.groupId, user.id);
    const rows = await readHistory(db, access.groupId, request.query);
    return {
      people: rows.people.map(({ member, ...person }) => ({
        ...person,
        status: personStatus({ member, userId: person.userId }),
      })),
      answers: rows.answers,
      came: rows.came,
    };
  });
};
