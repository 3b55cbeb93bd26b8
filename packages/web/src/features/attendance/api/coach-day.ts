import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingEndpoints, type AttendanceState, type Day } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
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

export function useNudge(groupId: string) {
  return useDayChange(groupId, (day: Day) =>
    call(coachingEndpoints.nudge, { params: { groupId, day } }),
  );
}

export function useAnnounce(groupId: string) {
  return useDayChange(groupId, ({ day, text }: { day: Day; text: string }) =>
    call(coachingEndpoints.announce, { params: { groupId, day }, body: { text } }),
  );
}

export function useWithdrawAnnouncement(groupId: string) {
  return useDayChange(groupId, (day: Day) =>
    call(coachingEndpoints.withdrawAnnouncement, { params: { groupId, day } }),
  );
}

export function useCancelTraining(groupId: string) {
  return useDayChange(groupId, ({ day, reason }: { day: Day; reason: string }) =>
    call(coachingEndpoints.cancel, { params: { groupId, day }, body: { reason } }),
  );
}

export function useRestoreTraining(groupId: string) {
  return useDayChange(groupId, (day: Day) =>
    call(coachingEndpoints.restore, { params: { groupId, day } }),
  );
}

/** A coach answers for a member; the member's records refresh with the group. */
export function useAnswerFor(groupId: string) {
  return useDayChange(
    groupId,
    ({ userId, day, state }: { userId: string; day: Day; state: AttendanceState }) =>
      call(coachingEndpoints.answerFor, { params: { groupId, userId }, body: { day, state } }),
  );
}
