import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceEndpoints, today, type Day } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { useConfig } from '../../../lib/config.ts';

/** "My week" (docs/product.md#my-week): one key per first day; `all` refreshes every week. */
export const weekKeys = {
  all: ['my-week'] as const,
  from: (from: Day) => ['my-week', from] as const,
};

export function weekQueryOptions(from: Day) {
  return queryOptions({
    queryKey: weekKeys.from(from),
    queryFn: ({ signal }) => call(attendanceEndpoints.week, { query: { from }, signal }),
  });
}

/** The seven days from today (in the server's zone) across all my groups. */
export function useWeek() {
  const { timeZone } = useConfig();
  return useQuery(weekQueryOptions(today(timeZone)));
}
