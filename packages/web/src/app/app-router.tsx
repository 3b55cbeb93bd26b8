import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { OfflineNotice } from '../features/offline/components/offline-notice.tsx';
import { OfflineScreen } from '../features/offline/components/offline-screen.tsx';
import { configQueryOptions } from '../lib/config.ts';
import { afterFirstScreen, markFirstScreenShown } from '../lib/first-screen.ts';
import { useDeepLinks } from '../lib/native/deep-links.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { createRoutes } from './route-table.tsx';
import { StartupError } from './startup-error.tsx';

// The version check runs once the first screen is up; its dialogs need not hold that screen back.
const UpdateDialogs = lazy(() =>
  import('../features/versions/components/update-dialogs.tsx').then((module) => ({
    default: module.UpdateDialogs,
  })),
);

/**
 * Start-up (docs/product.md#start-up): loading, then the configuration and the auth check, then the
 * route's own data (route loaders, behind the same indicator), then the screen. Nothing
 * route-dependent renders before we know who is signed in, so a signed-in user never sees the
 * landing page.
 */
export function AppRouter() {
  // Two observers rather than useQueries: the same parallel fetches, without the code
  // useQueries would add to the first screen's bundle.
  const config = useQuery(configQueryOptions);
  const session = useQuery(sessionQueryOptions);

  // Their answers arrive as an urgent update, which React renders in one synchronous task; the
  // app they unlock (router, shell, first screen) renders in a deferred update instead, in short
  // slices, while the loading screen stays up.
  const ready = useDeferredValue(config.data !== undefined && session.data !== undefined);

  const failed = config.error ?? session.error;
  if (failed) {
    const retry = () => void Promise.all([config.refetch(), session.refetch()]);
    const retrying = config.isFetching || session.isFetching;
    return <StartupError error={failed} onRetry={retry} retrying={retrying} />;
  }
  if (!ready || config.data === undefined || session.data === undefined) {
    // Offline, the queries wait for the network instead of failing (lib/network.ts).
    return config.isPaused || session.isPaused ? <OfflineScreen /> : <LoadingScreen />;
  }
  return <Router debug={config.data.debug} signedIn={session.data !== null} />;
}

function Router({ debug, signedIn }: { debug: boolean; signedIn: boolean }) {
  // Created once: the debug flag and the session are fixed for the life of the page.
  const queryClient = useQueryClient();
  const [router] = useState(() =>
    createBrowserRouter(createRoutes({ debug, signedIn, queryClient })),
  );
  useFirstScreenShown(router);
  const later = useAfterFirstScreen();
  useDeepLinks(router.navigate);
  return (
    <>
      <RouterProvider router={router} />
      {/* Part of the first load (a few plain elements): the network may go before a chunk comes. */}
      <OfflineNotice />
      {later && (
        <Suspense fallback={null}>
          <UpdateDialogs />
        </Suspense>
      )}
    </>
  );
}

/** Tells lib/first-screen.ts once the router has loaded its first screen (and so shows it). */
function useFirstScreenShown(router: ReturnType<typeof createBrowserRouter>): void {
  const [shown, setShown] = useState(router.state.initialized);
  useEffect(() => {
    if (shown) return markFirstScreenShown();
    // The router may have finished between this component's render and this effect (a render
    // in a transition can be long); its subscribers hear only of later changes.
    if (router.state.initialized) {
      setShown(true);
      return;
    }
    return router.subscribe((state) => {
      if (state.initialized) setShown(true);
    });
  }, [router, shown]);
}

function useAfterFirstScreen(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    let active = true;
    void afterFirstScreen.then(() => active && setLater(true));
    return () => {
      active = false;
    };
  }, []);
  return later;
}
