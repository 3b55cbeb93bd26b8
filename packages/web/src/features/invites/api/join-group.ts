import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupEndpoints, inviteEndpoints } from '@turnout/domain';
import { useEffect, useRef } from 'react';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { joinAndWait, sleep } from '../model/join-polling.ts';

export function joinGroup(inviteCode: string) {
  return call(inviteEndpoints.join, { params: { inviteCode } });
}

/**
 * Joins the group of an invite and waits until the membership shows (join-polling.ts); resolves
 * with the join's answer (the group's id, and whether the user was a member already). Leaving the
 * screen stops the polling.
 */
export function useJoinGroup() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  return useMutation({
    mutationFn: (inviteCode: string) => {
      if (!user) throw new Error('Only a signed-in user can join a group.');
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      return joinAndWait(user.id, {
        join: () => joinGroup(inviteCode),
        readMemberIds: async (groupId) => {
          const group = await call(groupEndpoints.read, {
            params: { groupId },
            signal: controller.signal,
          });
          // The group screen opens next; it can start from this answer.
          queryClient.setQueryData(queryKeys.group(groupId), group);
          return group.members.map((member) => member.userId);
        },
        wait: (ms) => sleep(ms, controller.signal),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groupList }),
  });
}
