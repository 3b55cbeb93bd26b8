import { useRouteError } from 'react-router';
import { StartupError } from './startup-error.tsx';

/**
 * A screen failed to load: typically its code chunk after a new release replaced it on the
 * server. A fresh page load fetches the current release.
 */
export function RouteError() {
  const error = useRouteError();
  return <StartupError error={error} onRetry={() => window.location.reload()} />;
}
