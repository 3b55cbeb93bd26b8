import type { EventPayload, EventPayloadOf } from '@turnout/domain';

// An event as announced with a write: the payload clients see, and who may receive it. Membership of
// `groupId` is checked when the event is delivered (a removed member stops receiving the group's
// events at once); `userIds` receive it regardless (the removed member's own `member.removed`,
// the former members of a deleted group, the owners of an inbox).

export interface OutgoingEvent {
  payload: EventPayload;
  groupId?: string;
  userIds?: readonly string[];
}

type GroupScoped = EventPayloadOf<
  'attendance.changed' | 'attendance.series-changed' | 'member.joined' | 'group.updated'
>;

/** For the current members of the event's group. */
export function toGroup(payload: GroupScoped): OutgoingEvent {
  return { payload, groupId: payload.groupId };
}

/** For the group's members, and the removed member, whose client leaves the group. */
export function memberRemoved(groupId: string, userId: string): OutgoingEvent {
  return { payload: { type: 'member.removed', groupId, userId }, groupId, userIds: [userId] };
}

/** The group is gone with its member list, so its former members are named. */
export function groupDeleted(groupId: string, formerMemberIds: readonly string[]): OutgoingEvent {
  return { payload: { type: 'group.deleted', groupId }, userIds: formerMemberIds };
}

/** These users' inboxes changed; one entry's id when it is a single user's single entry. */
export function inboxChanged(userIds: readonly string[], notificationId?: string): OutgoingEvent {
  return {
    payload: {
      type: 'notification.changed',
      ...(notificationId === undefined ? {} : { notificationId }),
    },
    userIds,
  };
}
