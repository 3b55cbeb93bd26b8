import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

// Marks the history entries that open() pushed, so close() knows whether Back would lead to the
// same screen without the dialog (go back) or off the screen (replace the hash instead).
const OPENED_BY_US = 'hashDialog';

function openedByUs(state: unknown): boolean {
  return typeof state === 'object' && state !== null && OPENED_BY_US in state;
}

/**
 * A screen's dialogs, opened through the URL hash (SPEC §2 Group screen: "dialogs open via a URL
 * hash, and their state is mirrored in the hash"). Opening pushes `#name`, so the browser's or
 * the phone's Back closes the dialog; a link with the hash (e.g. `#share` after creating a
 * group) opens it directly.
 */
export function useHashDialog<Name extends string>(names: readonly Name[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  const current = names.find((name) => name === hash) ?? null;
  const { pathname, search, state } = location;
  const pushed = openedByUs(state);

  // The screen stays where it is scrolled: a dialog is not a new page.
  const open = useCallback(
    (name: Name) =>
      void navigate(
        { pathname, search, hash: name },
        { state: { [OPENED_BY_US]: true }, preventScrollReset: true },
      ),
    [navigate, pathname, search],
  );

  const close = useCallback(() => {
    if (pushed) void navigate(-1);
    else void navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true });
  }, [navigate, pathname, search, pushed]);

  return { current, open, close };
}
