import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  stateOfAttendance,
  type AttendanceState,
  type Day,
  type WeekDay,
  type WeekResponse,
} from '@turnout/domain';
import { queryKeys } from '../../../lib/query-keys.ts';
import { newIdempotencyKey } from './answer-queue.ts';
import { answerOrQueue } from './change-attendance.ts';
import { weekKeys } from './get-week.ts';

export interface WeekAnswer {
  groupId: string;
  groupName: string;
  day: Day;
  state: AttendanceState;
}

/** The week's day with my answer changed, its counts moved along (the waitlist is the server's). */
function withAnswer(day: WeekDay, state: AttendanceState): WeekDay {
  const before = day.mine?.waiting ? 'waiting' : stateOfAttendance(day.mine?.attendance);
  const counts = { ...day.counts, [before]: day.counts[before] - 1 };
  counts[state] += 1;
  const mine = state === 'undecided' ? null : { attendance: state === 'present' };
  return { ...day, mine, counts };
}

/**
 * One tap on a day of "My week" (docs/product.md#my-week): the same answer as in the day sheet
 * (sent with its idempotency key, or kept on the device while offline), shown in the week at
 * once; afterwards the week and the group are read again for the server's truth.
 */
export function useAnswerFromWeek(
  userId: string,
  onError: (error: unknown, v: WeekAnswer) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ groupId, groupName, day, state }: WeekAnswer) =>
      answerOrQueue({
        key: newIdempotencyKey(),
        userId,
        groupId,
        groupName,
        day,
        state,
        queuedAt: Date.now(),
      }),
    onMutate: async ({ groupId, day, state }) => {
      await queryClient.cancelQueries({ queryKey: weekKeys.all });
      const weeks = queryClient.getQueriesData<WeekResponse>({ queryKey: weekKeys.all });
      for (const [key, week] of weeks) {
        if (!week) continue;
        const days = week.days.map((item) =>
          item.groupId === groupId && item.day === day ? withAnswer(item, state) : item,
        );
        queryClient.setQueryData(key, { ...week, days });
      }
      return weeks;
    },
    onError: (error, variables, weeks) => {
      for (const [key, week] of weeks ?? []) queryClient.setQueryData(key, week);
      onError(error, variables);
    },
    onSettled: (outcome, _error, { groupId }) => {
      if (outcome?.queued) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) });
      return queryClient.invalidateQueries({ queryKey: weekKeys.all });
    },
  });
}
