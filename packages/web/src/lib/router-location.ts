import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, type Location } from 'react-router';

/**
 * Where the router is (or is going) at the moment of the call, not where the rendering
 * component was. The router renders a new location in a transition, so between a navigation
 * and that render a handler closed over the old render's `useLocation()` still sees the old
 * URL: writing the URL from it (say `?activeDay` with the old query, or Back for a dialog that
 * is already gone) would undo the navigation the user just made, e.g. a notification's link.
 * A pending navigation counts as where the router is: a write must not cancel it either.
 * Outside a data router (none in the app) it falls back to the rendered location.
 */
export function useCurrentLocation(): () => Location {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const rendered = useLocation();
  return useCallback(
    () => router?.state.navigation.location ?? router?.state.location ?? rendered,
    [router, rendered],
  );
}
