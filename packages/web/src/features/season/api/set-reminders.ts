import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Group,
  type GroupListResponse,
  type ReminderSettings,
  seasonEndpoints,
} from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function setReminders(groupId: string, settings: ReminderSettings) {
  return call(seasonEndpoints.reminders, { params: { groupId }, body: settings });
}

/**
 * My reminders for a group (docs/decisions/022-season-planning.md): the switch and the hour move
 * at once in the group and in the list of groups (the settings read that), and go back if saving
 * fails.
 */
export function useSetReminders(groupId: string) {
  const queryClient = useQueryClient();
  const groupKey = queryKeys.group(groupId);
  const listKey = queryKeys.groupList;
  return useMutation({
    mutationFn: (settings: ReminderSettings) => setReminders(groupId, settings),
    onMutate: async (settings) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: groupKey, exact: true }),
        queryClient.cancelQueries({ queryKey: listKey }),
      ]);
      const previous = {
        group: queryClient.getQueryData<Group>(groupKey),
        list: queryClient.getQueryData<GroupListResponse>(listKey),
      };
      const apply = <T extends { id: string }>(group: T): T =>
        group.id === groupId ? { ...group, ...settings } : group;
      if (previous.group) queryClient.setQueryData<Group>(groupKey, apply(previous.group));
      if (previous.list) {
        queryClient.setQueryData<GroupListResponse>(listKey, {
          owned: previous.list.owned.map(apply),
          member: previous.list.member.map(apply),
        });
      }
      return previous;
    },
    onError: (_error, _settings, previous) => {
      if (previous?.group) queryClient.setQueryData(groupKey, previous.group);
      if (previous?.list) queryClient.setQueryData(listKey, previous.list);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: listKey }),
      ]),
  });
}
