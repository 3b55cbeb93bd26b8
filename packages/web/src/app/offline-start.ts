import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '../lib/first-screen.ts';
import { fetchCurrentUser } from '../lib/session.ts';
import { queryKeys } from '../lib/query-keys.ts';

// The device's copy of the last-seen data (lib/pwa/persisted-cache.ts; docs/product.md#offline).
// An offline start shows it at once: the start-up's waiting queries take the saved session and
// configuration, and the screens their saved data. Online starts never wait for it: a moment
// after the first screen the same account's copy is merged in and saving begins.
const loadPersistence = () => import('../lib/pwa/persisted-cache.ts');

let started = false;

export function startPersistedCache(queryClient: QueryClient): void {
  // Once per page (React's StrictMode runs effects twice in development).
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  if (!onlineManager.isOnline()) {
    void loadPersistence()
      .then((module) => module.restoreQueryCache(queryClient))
      .then((restored) => restored && checkSessionWhenOnline(queryClient));
  }
  void afterFirstScreen.then(loadPersistence).then(async (module) => {
    // Online, the copy of this same account's data seen on earlier pages joins this page's, so
    // saving this page's data does not drop it.
    const user = queryClient.getQueryData<{ id: string } | null>(queryKeys.session);
    if (onlineManager.isOnline() && user) await module.restoreQueryCache(queryClient, user.id);
    module.keepQueryCache(queryClient);
  });
}

/**
 * The saved session is who was signed in then. Once the network is back the server is asked
 * again: a session that ended meanwhile (or another account's) starts the app anew.
 */
function checkSessionWhenOnline(queryClient: QueryClient): void {
  const unsubscribe = onlineManager.subscribe((online) => {
    if (!online) return;
    unsubscribe();
    const saved = queryClient.getQueryData<{ id: string } | null>(queryKeys.session);
    void fetchCurrentUser()
      .then((user) => user?.id !== saved?.id && window.location.reload())
      .catch(() => undefined);
  });
}
