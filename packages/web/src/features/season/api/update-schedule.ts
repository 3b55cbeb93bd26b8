import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seasonEndpoints, type Group, type ScheduleInput } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function updateSchedule(groupId: string, schedule: ScheduleInput) {
  return call(seasonEndpoints.schedule, { params: { groupId }, body: schedule });
}

/** The owner sets the group's training days and cancelled dates; the calendar shows them at once. */
export function useUpdateSchedule(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ScheduleInput) => updateSchedule(groupId, schedule),
    onSuccess: ({ schedule }) => {
      queryClient.setQueryData<Group>(queryKeys.group(groupId), (group) =>
        group ? { ...group, schedule } : group,
      );
    },
  });
}
