import { attendanceOfState } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { inboxChanged, toGroup, type OutgoingEvent } from '../../realtime/outgoing.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import {
  setAttendance,
  type AttendanceChange,
  type SetAttendanceArgs,
} from '../attendance/mutations.ts';
import type { PushService } from '../push/push-service.ts';
import { fanOutAttendance } from './mutations.ts';

// A member's day change with everything that follows from it: the inbox entries of the other
// members and the live events in the same transaction as the change, then (after commit) the
// pushes. The attendance route calls this; so can a job.

export interface ChangeDeps {
  db: Database;
  realtime: Realtime;
  push: PushService;
}

export async function changeAttendance(
  deps: ChangeDeps,
  args: SetAttendanceArgs,
): Promise<AttendanceChange> {
  const now = args.now ?? new Date();
  const { change, recipientIds } = await deps.db.transaction(async (tx) => {
    const change = await setAttendance(tx, { ...args, now });
    if (!change.changed) return { change, recipientIds: [] };
    // Only a new state is news; a changed note alone updates the calendar, not the inbox.
    const recipientIds =
      change.previous.state === change.current.state
        ? []
        : (
            await fanOutAttendance(tx, {
              groupId: change.groupId,
              actorId: change.userId,
              day: change.day,
              attendance: attendanceOfState(change.current.state) ?? null,
              now,
            })
          ).recipientIds;
    // The live events commit with the change: the group's revision (the calendar's read cache)
    // and the data it stands for can never disagree.
    await deps.realtime.publishWithin(tx, changeEvents(change, recipientIds));
    return { change, recipientIds };
  });
  if (!change.changed) return change;
  deps.realtime.committed();
  deps.push.notifyAttendance({
    actorId: change.userId,
    groupId: change.groupId,
    day: change.day,
    attendance: attendanceOfState(change.current.state) ?? null,
    recipientIds,
  });
  return change;
}

function changeEvents(change: AttendanceChange, recipientIds: readonly string[]): OutgoingEvent[] {
  const events = [
    toGroup({
      type: 'attendance.changed',
      groupId: change.groupId,
      userId: change.userId,
      day: change.day,
    }),
  ];
  if (recipientIds.length > 0) events.push(inboxChanged(recipientIds));
  return events;
}
