import type { Day } from '@turnout/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { queuedAnswers, subscribeToQueue, type QueuedAnswer } from '../api/answer-queue.ts';

const NONE: ReadonlyMap<Day, QueuedAnswer> = new Map();

/** My answers in a group still waiting on the device to be sent, by day. */
export function useQueuedAnswers(groupId: string, userId: string): ReadonlyMap<Day, QueuedAnswer> {
  const queue = useSyncExternalStore(subscribeToQueue, queuedAnswers);
  return useMemo(() => {
    const mine = queue.filter((answer) => answer.groupId === groupId && answer.userId === userId);
    return mine.length === 0 ? NONE : new Map(mine.map((answer) => [answer.day, answer]));
  }, [queue, groupId, userId]);
}
