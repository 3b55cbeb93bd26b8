import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { coalescingScheduler } from './coalesced-notifications.ts';
import { createQueryClient } from './query-client.ts';

describe('coalescingScheduler', () => {
  it('runs what one task scheduled together, in order, in one later task', () => {
    const later: (() => void)[] = [];
    const schedule = coalescingScheduler((run) => later.push(run));
    const ran: string[] = [];
    schedule(() => ran.push('pending'));
    schedule(() => ran.push('data'));
    expect(later).toHaveLength(1);
    expect(ran).toEqual([]);
    later.shift()!();
    expect(ran).toEqual(['pending', 'data']);
    // What comes after that task waits for a task of its own.
    schedule(() => ran.push('next'));
    expect(later).toHaveLength(1);
  });
});

describe("the query client's notifications", () => {
  it('reach the screen together for two changes made in one task', async () => {
    const queryClient = createQueryClient();
    const heard: string[] = [];
    // As useQuery listens: through the notify manager, which decides when the screen hears.
    for (const key of ['pending', 'data']) {
      new QueryObserver(queryClient, { queryKey: [key], enabled: false }).subscribe(
        notifyManager.batchCalls(() => {
          heard.push(key);
          // A render started by the first would run here, between the two, if they came apart.
          queueMicrotask(() => heard.push(`after ${key}`));
        }),
      );
    }
    queryClient.setQueryData(['pending'], true);
    await Promise.resolve();
    queryClient.setQueryData(['data'], 1);
    await vi.waitFor(() => expect(heard).toHaveLength(4));
    expect(heard).toEqual(['pending', 'data', 'after pending', 'after data']);
  });
});
