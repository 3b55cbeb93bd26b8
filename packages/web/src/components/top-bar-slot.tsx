import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The app bar belongs to the shell, but its buttons belong to the screen (Groups has Create,
// a group its menu). A screen renders <TopBarActions> anywhere and the buttons appear in the bar.
export const TopBarSlotContext = createContext<HTMLElement | null>(null);

export function TopBarActions({ children }: { children: ReactNode }) {
  const slot = useContext(TopBarSlotContext);
  return slot ? createPortal(children, slot) : null;
}

/** Sets the app bar's title in place of the route's fixed one (e.g. a group's name). */
export const TopBarTitleContext = createContext<((title: string | null) => void) | null>(null);

/**
 * Shows `title` in the app bar while the calling screen is mounted; undefined keeps the route's
 * title (while the data that names the screen is loading, say).
 */
export function useTopBarTitle(title: string | undefined): void {
  const setTitle = useContext(TopBarTitleContext);
  useEffect(() => {
    if (!setTitle || title === undefined) return;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
