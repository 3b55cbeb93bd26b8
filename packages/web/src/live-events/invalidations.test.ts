import { QueryClient } from '@tanstack/react-query';
import { toDay } from '@turnout/domain';
import { describe, expect, it, vi } from 'vitest';
import { createInvalidator, staleKeysFor } from './invalidations.ts';

describe('staleKeysFor', () => {
  it('makes only the calendar stale on an attendance change', () => {
    expect(
      staleKeysFor({
        type: 'attendance.changed',
        groupId: 'g1',
        userId: 'u2',
        day: toDay('2026-03-29'),
      }),
    ).toEqual([['groups', 'g1', 'attendance']]);
  });

  it('makes only the calendar stale, once, on a repeating answer', () => {
    expect(
      staleKeysFor({
        type: 'attendance.series-changed',
        groupId: 'g1',
        userId: 'u2',
        from: toDay('2026-12-01'),
        to: toDay('2027-01-29'),
      }),
    ).toEqual([['groups', 'g1', 'attendance']]);
  });

  it('makes the group and the list stale on membership and group changes', () => {
    for (const type of ['member.joined', 'member.removed'] as const) {
      expect(staleKeysFor({ type, groupId: 'g1', userId: 'u2' })).toEqual([
        ['groups', 'g1'],
        ['group-list'],
      ]);
    }
    expect(staleKeysFor({ type: 'group.deleted', groupId: 'g1' })).toContainEqual([
      'notifications',
    ]);
  });

  it('makes the inbox stale when it changed', () => {
    expect(staleKeysFor({ type: 'notification.changed' })).toEqual([['notifications']]);
  });
});

describe('createInvalidator', () => {
  function setup() {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => 'data');
    return { queryClient, queryFn };
  }

  it('refetches at once when nothing of mine is on its way', async () => {
    const { queryClient, queryFn } = setup();
    await queryClient.fetchQuery({ queryKey: ['groups', 'g1'], queryFn });
    const invalidator = createInvalidator(queryClient);
    await invalidator.invalidate([['groups']]);
    expect(queryClient.getQueryState(['groups', 'g1'])?.isInvalidated).toBe(true);
  });

  it('waits for my own changes to settle before making anything stale', async () => {
    const { queryClient, queryFn } = setup();
    await queryClient.fetchQuery({ queryKey: ['groups', 'g1'], queryFn });
    let finish: () => void = () => undefined;
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) });
    const running = mutation.execute(undefined);

    const invalidator = createInvalidator(queryClient);
    const done = invalidator.invalidate([['groups', 'g1']]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryState(['groups', 'g1'])?.isInvalidated).toBe(false);

    finish();
    await running;
    await done;
    expect(queryClient.getQueryState(['groups', 'g1'])?.isInvalidated).toBe(true);
  });

  it('leaves the start-up data alone when refetching everything', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['session'], { id: 'u1' });
    queryClient.setQueryData(['groups', 'g1'], {});
    await createInvalidator(queryClient).invalidate('all');
    expect(queryClient.getQueryState(['session'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['groups', 'g1'])?.isInvalidated).toBe(true);
  });
});
