import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { EventPayload } from '@turnout/domain';
import { queryKeys } from '../lib/query-keys.ts';
import { notificationKeys } from '../features/notifications/api/get-notifications.ts';

// What each live event makes stale. Payloads only say what changed (domain events.ts); the
// screens refetch what they show. Keys are prefixes: ['groups', id] covers the group with its
// members, invite and calendar.

export function staleKeysFor(event: EventPayload): QueryKey[] {
  switch (event.type) {
    case 'attendance.changed':
    case 'attendance.series-changed':
      // A repeating answer is one event for all its days: the calendar refetches once.
      return [queryKeys.groupAttendance(event.groupId)];
    case 'member.joined':
    case 'member.removed':
    case 'group.updated':
      return [queryKeys.group(event.groupId), queryKeys.groupList];
    // A removed member or a deleted group: the open group screen refetches, meets the 404 and goes
    // to /groups with the product's message itself (features/groups,
    // docs/product.md#leaving-removal-and-deletion). A renamed member: lists, calendars and inbox
    // entries show the name.
    case 'member.updated':
    case 'group.deleted':
      return [queryKeys.group(event.groupId), queryKeys.groupList, notificationKeys.all];
    case 'notification.changed':
      return [notificationKeys.all];
  }
}

// Read once at start-up and unchanged while the page is open (lib/config.ts, lib/session.ts).
const STARTUP_KEYS = new Set<unknown>([queryKeys.config[0], queryKeys.session[0]]);

/**
 * Invalidates in the background of the user's own writes: a refetch that starts while one of
 * their changes is on its way could show the state before it (the change's own refetch follows
 * anyway), and a group they are leaving must be left with their message, not the 404's. So
 * while any mutation runs, stale keys are collected and invalidated once all have settled.
 */
export function createInvalidator(queryClient: QueryClient) {
  let pending: QueryKey[] = [];
  let pendingAll = false;
  let waiters: (() => void)[] = [];
  let unsubscribe: (() => void) | undefined;

  async function flush() {
    const keys = pending;
    const all = pendingAll;
    const done = waiters;
    pending = [];
    pendingAll = false;
    waiters = [];
    if (all) {
      await queryClient.invalidateQueries({
        predicate: (query) => !STARTUP_KEYS.has(String(query.queryKey[0])),
      });
    } else {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
    done.forEach((resolve) => resolve());
  }

  function waitForMutations() {
    if (unsubscribe) return;
    unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() > 0) return;
      unsubscribe?.();
      unsubscribe = undefined;
      // The mutation's own callbacks (a screen leaving the group, say) run first.
      setTimeout(() => void flush(), 0);
    });
  }

  /** Marks `keys` stale (all queries with `'all'`); resolves once they are refetched. */
  function invalidate(keys: QueryKey[] | 'all'): Promise<void> {
    if (keys === 'all') pendingAll = true;
    else pending.push(...keys);
    const settled = new Promise<void>((resolve) => waiters.push(resolve));
    if (queryClient.isMutating() > 0) waitForMutations();
    else void flush();
    return settled;
  }

  return { invalidate, dispose: () => unsubscribe?.() };
}
