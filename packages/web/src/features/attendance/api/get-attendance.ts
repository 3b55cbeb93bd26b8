import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  attendanceEndpoints,
  unpackAttendanceList,
  type AttendanceRecord,
  type DayInterval,
} from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys: under the group's prefix (lib/query-keys.ts), so refreshing the group refreshes its
 * calendar too; `all` covers every loaded interval, so a change invalidates each of them.
 */
export const attendanceKeys = {
  all: queryKeys.groupAttendance,
  interval: (groupId: string, { from, to }: DayInterval) =>
    [...attendanceKeys.all(groupId), from, to] as const,
};

export async function getAttendance(
  groupId: string,
  { from, to }: DayInterval,
  signal?: AbortSignal,
): Promise<AttendanceRecord[]> {
  const list = await call(attendanceEndpoints.list, {
    params: { groupId },
    query: { from, to },
    signal,
  });
  // The server packs the list per member (see the domain's attendance-list.ts).
  return unpackAttendanceList(list);
}

export function attendanceQueryOptions(groupId: string, interval: DayInterval) {
  return queryOptions({
    queryKey: attendanceKeys.interval(groupId, interval),
    queryFn: ({ signal }) => getAttendance(groupId, interval, signal),
  });
}

/**
 * The records of a group's members within an interval. Moving to another interval keeps showing
 * the previous records of the same group until the new ones arrive, so the calendar neither
 * flashes a skeleton nor loses its scroll position.
 */
export function useAttendance(groupId: string, interval: DayInterval) {
  return useQuery({
    ...attendanceQueryOptions(groupId, interval),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === groupId ? keepPreviousData(previous) : undefined,
  });
}
