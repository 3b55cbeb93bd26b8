import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { OfflineNotice } from '../features/offline/components/offline-notice.tsx';
import { OfflineScreen } from '../features/offline/components/offline-screen.tsx';
import { UpdateDialogs } from '../features/versions/components/update-dialogs.tsx';
import { configQueryOptions } from '../lib/config.ts';
import { useDeepLinks } from '../lib/native/deep-links.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { createRoutes } from './route-table.tsx';
import { StartupError } from './startup-error.tsx';

/**
 * SPEC §2 Startup: loading, then the configuration and the auth check, then the route's own
 * data (route loaders, behind the same indicator), then the screen. Nothing route-dependent
 * renders before we know who is signed in, so a signed-in user never sees the landing page.
 */
export function AppRouter() {
  const [config, session] = useQueries({ queries: [configQueryOptions, sessionQueryOptions] });

  const failed = config.error ?? session.error;
  if (failed) {
    const retry = () => void Promise.all([config.refetch(), session.refetch()]);
    const retrying = config.isFetching || session.isFetching;
    return <StartupError error={failed} onRetry={retry} retrying={retrying} />;
  }
  if (config.data === undefined || session.data === undefined) {
    // Offline, the queries wait for the network instead of failing (lib/network.ts).
    return config.isPaused || session.isPaused ? <OfflineScreen /> : <LoadingScreen />;
  }
  return (
    <>
      <Router debug={config.data.debug} />
      <UpdateDialogs />
      <OfflineNotice />
    </>
  );
}

function Router({ debug }: { debug: boolean }) {
  // Created once: the debug flag is fixed for the life of the page.
  const [router] = useState(() => createBrowserRouter(createRoutes({ debug })));
  useDeepLinks(router.navigate);
  return <RouterProvider router={router} />;
}
