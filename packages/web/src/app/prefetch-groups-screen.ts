import type { QueryClient } from '@tanstack/react-query';
import { today } from '@turnout/domain';
import { weekQueryOptions } from '../features/attendance/api/get-week.ts';
import { groupsQueryOptions } from '../features/groups/api/get-groups.ts';
import { configQueryOptions } from '../lib/config.ts';

/**
 * Asks for the groups and "My week" at once, while the groups screen's code loads: left to the
 * screen, both would wait for its code first (as prefetch-group-screen.ts does for a group).
 * The keys are the ones the screen uses, so it finds them in the cache.
 */
export function prefetchGroupsScreen(queryClient: QueryClient) {
  void queryClient.prefetchQuery(groupsQueryOptions);
  const config = queryClient.getQueryData(configQueryOptions.queryKey);
  if (config) void queryClient.prefetchQuery(weekQueryOptions(today(config.timeZone)));
}
