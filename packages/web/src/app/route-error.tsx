import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';

// Spike: the error screen's code loads only when a route fails. (A lazy `ErrorBoundary` in the
// route object would be fetched with every first navigation, MUI with it.)
const StartupError = lazy(() =>
  import('./startup-error.tsx').then((module) => ({ default: module.StartupError })),
);

/**
 * A screen failed to load: typically its code chunk after a new release replaced it on the
 * server. A fresh page load fetches the current release.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <Suspense fallback={<LoadingScreen />}>
      <StartupError error={error} onRetry={() => window.location.reload()} />
    </Suspense>
  );
}
