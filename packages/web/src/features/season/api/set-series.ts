import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceEndpoints, type SeriesInput } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { attendanceKeys } from '../../attendance/api/get-attendance.ts';

/** PUT my answer for many days at once; the answer lists every day it now holds for. */
export function setSeries(groupId: string, input: SeriesInput) {
  return call(attendanceEndpoints.series, { params: { groupId }, body: input });
}

/**
 * A repeating answer: one request, then the calendar's loaded months refetch once (the days
 * may reach beyond them, so no optimistic patching of months that are not loaded).
 */
export function useSetSeries(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeriesInput) => setSeries(groupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all(groupId) }),
  });
}
