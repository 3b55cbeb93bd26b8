import { useQuery } from '@tanstack/react-query';
import { statisticsEndpoints, type DayInterval } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Under the group's key, so a live change of the group (an answer, a roll call) refreshes them.
const statisticsKey = (groupId: string, period: DayInterval) => [
  ...queryKeys.group(groupId),
  'statistics',
  period.from,
  period.to,
];

/** The period's figures: everyone's for the owner and coaches, a member's own. */
export function useStatistics(groupId: string, period: DayInterval) {
  return useQuery({
    queryKey: statisticsKey(groupId, period),
    queryFn: ({ signal }) =>
      call(statisticsEndpoints.statistics, { params: { groupId }, query: period, signal }),
    placeholderData: (previous) => previous,
  });
}

/** The season grid (owner and coaches), read once it is shown. */
export function useSeasonGrid(groupId: string, period: DayInterval, enabled: boolean) {
  return useQuery({
    queryKey: [...statisticsKey(groupId, period), 'grid'],
    queryFn: ({ signal }) =>
      call(statisticsEndpoints.grid, { params: { groupId }, query: period, signal }),
    enabled,
  });
}
