import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentLocation } from '../lib/router-location.ts';

// Marks the history entries that open() pushed, so close() knows whether Back would lead to the
// same screen without the dialog (go back) or off the screen (replace the hash instead).
const OPENED_BY_US = 'hashDialog';

function openedByUs(state: unknown): boolean {
  return typeof state === 'object' && state !== null && OPENED_BY_US in state;
}

/**
 * A screen's dialogs, opened through the URL hash (docs/product.md#group-screen: "dialogs open via
 * a URL hash, and their state is mirrored in the hash"). Opening pushes `#name`, so the browser's
 * or the phone's Back closes the dialog; a link with the hash (e.g. `#share` after creating a
 * group) opens it directly.
 */
export function useHashDialog<Name extends string>(names: readonly Name[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  const current = names.find((name) => name === hash) ?? null;
  const { pathname } = location;

  // Both read where the router is when called, not this render's location: after a navigation
  // (a notification's link to another day) that has not rendered yet, the old query or Back
  // would undo it. On a screen the router has already left they do nothing.
  const currentLocation = useCurrentLocation();

  // The screen stays where it is scrolled: a dialog is not a new page.
  const open = useCallback(
    (name: Name) => {
      const now = currentLocation();
      if (now.pathname !== pathname) return;
      void navigate(
        { pathname, search: now.search, hash: name },
        { state: { [OPENED_BY_US]: true }, preventScrollReset: true },
      );
    },
    [navigate, pathname, currentLocation],
  );

  const close = useCallback(() => {
    const now = currentLocation();
    if (now.pathname !== pathname || now.hash === '') return;
    if (openedByUs(now.state)) void navigate(-1);
    else
      void navigate(
        { pathname, search: now.search, hash: '' },
        { replace: true, preventScrollReset: true },
      );
  }, [navigate, pathname, currentLocation]);

  return { current, open, close };
}
