import type { QueryClient } from '@tanstack/react-query';
import { firstDayOfMonth, intervalOfMonths, monthOf, selectedDayOf } from '@turnout/domain';
import { attendanceQueryOptions } from '../features/attendance/api/get-attendance.ts';
import { groupQueryOptions } from '../features/groups/api/get-group.ts';
import { configQueryOptions } from '../lib/config.ts';

/**
 * Asks for the group and the months around the selected day at once, while the screen's code
 * loads. Left to the screen, the group is asked for once its code has run and the attendance
 * only after the group arrived: two round trips more before the calendar shows. The keys and the
 * interval are the ones the screen itself uses (GroupCalendar), so it finds them in the cache.
 */
export function prefetchGroupScreen(queryClient: QueryClient, groupId: string, url: string) {
  const config = queryClient.getQueryData(configQueryOptions.queryKey);
  void queryClient.prefetchQuery(groupQueryOptions(groupId));
  if (!config) return;
  const selected = selectedDayOf(new URL(url).search, config.timeZone);
  const interval = intervalOfMonths(firstDayOfMonth(monthOf(selected)));
  void queryClient.prefetchQuery(attendanceQueryOptions(groupId, interval));
}
