import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  nudgeResponseSchema,
  pathFor,
  type AttendanceState,
  type Day,
} from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// A coach's word for one day (docs/decisions/044-nudges-announcements-cancellations.md): each
// refreshes the group, whose detail carries the day notes; the other members' screens follow
// through the live `group.updated`.

function useDayChange<T, R>(groupId: string, send: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) }),
  });
}

const dayPath = (template: string, groupId: string, day: Day) =>
  pathFor(template, { groupId, day });

export function useNudge(groupId: string) {
  return useDayChange(groupId, (day: Day) =>
    api.post(dayPath(API_PATHS.dayNudge, groupId, day), undefined, nudgeResponseSchema),
  );
}

export function useAnnounce(groupId: string) {
  return useDayChange(groupId, ({ day, text }: { day: Day; text: string }) =>
    api.putEmpty(dayPath(API_PATHS.dayAnnouncement, groupId, day), { text }),
  );
}

export function useWithdrawAnnouncement(groupId: string) {
  return useDayChange(groupId, (day: Day) =>
    api.delete(dayPath(API_PATHS.dayAnnouncement, groupId, day)),
  );
}

export function useCancelTraining(groupId: string) {
  return useDayChange(groupId, ({ day, reason }: { day: Day; reason: string }) =>
    api.putEmpty(dayPath(API_PATHS.dayCancellation, groupId, day), { reason }),
  );
}

export function useRestoreTraining(groupId: string) {
  return useDayChange(groupId, (day: Day) =>
    api.delete(dayPath(API_PATHS.dayCancellation, groupId, day)),
  );
}

/** A coach answers for a member; the member's records refresh with the group. */
export function useAnswerFor(groupId: string) {
  return useDayChange(
    groupId,
    ({ userId, day, state }: { userId: string; day: Day; state: AttendanceState }) =>
      api.putEmpty(pathFor(API_PATHS.memberAttendance, { groupId, userId }), { day, state }),
  );
}
