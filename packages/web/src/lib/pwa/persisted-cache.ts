import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { CLIENT_VERSION } from '@turnout/domain';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { registerBeforeLogOut } from '../log-out-hooks.ts';
import { queryKeys } from '../query-keys.ts';

// The last-seen groups, calendars, inbox and week, kept on the device (IndexedDB) so the app
// opens readable offline (docs/decisions/054-offline-answer-queue.md, docs/product.md#offline).
// TanStack Query's own persister pins an older query-core than the app's, so this is the same
// idea in a few lines: its dehydrate and hydrate, written a moment after the cache changes.
// Online starts never wait for it: a moment after the first screen the same account's copy is
// merged in (so data seen on earlier pages is kept, not replaced by this page's) and the saving
// starts. An offline start restores it at once (app/offline-start.ts). Log-out deletes it.

/** How long a saved cache may be shown offline; older is dropped. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1_000;
const KEY = 'queries';

/** The queries worth reading offline, by the first part of their key. */
const KEPT = new Set<unknown>([
  queryKeys.config[0],
  queryKeys.session[0],
  queryKeys.groupList[0],
  // Each group, with its calendar's intervals and members (['groups', id, …]).
  queryKeys.group('')[0],
  'notifications',
  'my-week',
]);

interface Saved {
  version: string;
  savedAt: number;
  /** Whose data it is: an online start merges only its own account's. */
  userId: string;
  state: DehydratedState;
}

let store: UseStore | undefined;
/** Set by log-out: nothing is saved again in this page's life (the page reloads). */
let forgotten = false;
const storeOf = () => (store ??= createStore('turnout-cache', 'queries'));

/**
 * Puts the saved cache into the client, if it is from this version, recent, and (when `userId`
 * is given: an online start, which knows who is signed in) that account's. Queries the client
 * already holds newer data of keep it (hydrate compares their times).
 */
export async function restoreQueryCache(
  queryClient: QueryClient,
  userId?: string,
): Promise<boolean> {
  try {
    const saved = await get<Saved>(KEY, storeOf());
    if (!saved || saved.version !== CLIENT_VERSION || Date.now() - saved.savedAt > MAX_AGE_MS) {
      return false;
    }
    if (userId !== undefined && saved.userId !== userId) return false;
    hydrate(queryClient, saved.state);
    return true;
  } catch {
    // No IndexedDB (a private window may refuse it): the app starts as it would without.
    return false;
  }
}

/** Saves the cache a moment after each change, until log-out (which deletes it). */
export function keepQueryCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if (forgotten) return;
    const user = queryClient.getQueryData<{ id: string } | null>(queryKeys.session);
    // A visitor has nothing to keep (and a signed-out page must not keep the last user's).
    if (!user) return void del(KEY, storeOf()).catch(() => undefined);
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && KEPT.has(query.queryKey[0]),
    });
    const saved: Saved = { version: CLIENT_VERSION, savedAt: Date.now(), userId: user.id, state };
    void set(KEY, saved, storeOf()).catch((error: unknown) => {
      // A full or refused store: the app works as before, only not offline.
      console.warn('The last-seen data could not be kept on this device.', error);
    });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  save();
  const stopLogOut = registerBeforeLogOut(forgetQueryCache);
  return () => {
    unsubscribe();
    stopLogOut();
    if (timer) clearTimeout(timer);
  };
}

/** Deletes the saved cache (log-out: the next person on this device sees none of it). */
export async function forgetQueryCache(): Promise<void> {
  forgotten = true;
  await del(KEY, storeOf()).catch(() => undefined);
}
