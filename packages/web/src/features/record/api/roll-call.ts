import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordEndpoints, type Day, type RollCall } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// A day's roll call and the group's history (docs/decisions/049-roll-call-and-closed-days.md).
// Keys sit under the group's calendar prefix, so an answer that changes the pre-ticks
// (`attendance.changed`) and another coach's save (`group.updated`) both refetch them.

export const recordKeys = {
  rollCall: (groupId: string, day: Day) =>
    [...queryKeys.groupAttendance(groupId), 'roll-call', day] as const,
  history: (groupId: string, from: Day, to: Day) =>
    [...queryKeys.groupAttendance(groupId), 'history', from, to] as const,
};

export function rollCallQueryOptions(groupId: string, day: Day) {
  return queryOptions({
    queryKey: recordKeys.rollCall(groupId, day),
    queryFn: ({ signal }) => call(recordEndpoints.rollCall, { params: { groupId, day }, signal }),
  });
}

export function useRollCall(groupId: string, day: Day, enabled = true) {
  return useQuery({ ...rollCallQueryOptions(groupId, day), enabled });
}

/** The people no longer members and their answers on a day (the group's history). */
export function useDayHistory(groupId: string, day: Day, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.history(groupId, day, day),
    queryFn: ({ signal }) =>
      call(recordEndpoints.history, {
        params: { groupId },
        query: { from: day, to: day },
        signal,
      }),
    enabled,
  });
}

export function useSaveRollCall(groupId: string, day: Day) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (came: string[]) =>
      call(recordEndpoints.saveRollCall, { params: { groupId, day }, body: { came } }),
    onSuccess: (rollCall: RollCall) => {
      queryClient.setQueryData(recordKeys.rollCall(groupId, day), rollCall);
      return queryClient.invalidateQueries({ queryKey: queryKeys.groupAttendance(groupId) });
    },
  });
}
