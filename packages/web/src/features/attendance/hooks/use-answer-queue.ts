import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@turnout/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { useDayFormat } from '../../../lib/datetime.ts';
import { registerBeforeLogOut } from '../../../lib/log-out-hooks.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  dropAnswersOf,
  flushQueue,
  loadQueue,
  takeRefused,
  type QueuedAnswer,
} from '../api/answer-queue.ts';
import { weekKeys } from '../api/get-week.ts';
import { useLatestCallback } from './use-latest-callback.ts';

/** What public/sync-sw.js tells open pages after it sent answers in the background. */
const SENT_MESSAGE = 'turnout-answers-sent';

/**
 * Sends my answers that wait on the device (api/answer-queue.ts) at start, whenever the network
 * comes back and when the service worker says it sent some; refreshes the groups they were for
 * so each day shows the server's truth, and tells in words any answer the server refused on
 * arrival (docs/product.md#offline). Runs on every signed-in screen (live-events' runtime).
 */
export function useAnswerQueue(userId: string): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const show = useSnackbar();
  const formatDay = useDayFormat();

  const groupName = useLatestCallback((answer: QueuedAnswer) => {
    const group = queryClient.getQueryData<Group>(queryKeys.group(answer.groupId));
    return answer.groupName ?? group?.name ?? t('attendance.queue.unknownGroup');
  });

  const settle = useLatestCallback(async () => {
    let answered: QueuedAnswer[] = [];
    try {
      await loadQueue();
      if (onlineManager.isOnline()) {
        const { sent, refused } = await flushQueue(userId);
        answered = [...sent, ...refused.map(({ answer }) => answer)];
      }
    } catch {
      // IndexedDB refused: nothing waits on this device to send.
    }
    const refused = await takeRefused().catch(() => []);
    const groups = new Set(
      [...answered, ...refused.map(({ answer }) => answer)].map((a) => a.groupId),
    );
    for (const groupId of groups) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) });
    }
    if (groups.size > 0) void queryClient.invalidateQueries({ queryKey: weekKeys.all });
    for (const { answer, message } of refused) {
      if (answer.userId !== userId) continue;
      show(
        t('attendance.queue.refused', {
          date: formatDay(answer.day, 'fullDate'),
          group: groupName(answer),
          reason: message || t('attendance.failureReasons.other'),
        }),
        { severity: 'error' },
      );
    }
  });

  useEffect(() => {
    void settle();
    const stopOnline = onlineManager.subscribe((online) => online && void settle());
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === SENT_MESSAGE) void settle();
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    // Log-out: a last try to send, then the rest is forgotten (it is this account's alone).
    const stopLogOut = registerBeforeLogOut(async () => {
      await flushQueue(userId).catch(() => undefined);
      await dropAnswersOf(userId).catch(() => undefined);
    });
    return () => {
      stopOnline();
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      stopLogOut();
    };
  }, [settle, userId]);
}
