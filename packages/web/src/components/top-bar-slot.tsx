import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The app bar belongs to the shell, but its buttons belong to the screen (Groups has Create,
// a group its menu). A screen renders <TopBarActions> anywhere and the buttons appear in the bar.
export const TopBarSlotContext = createContext<HTMLElement | null>(null);

export function TopBarActions({ children }: { children: ReactNode }) {
  const slot = useContext(TopBarSlotContext);
  return slot ? createPortal(children, slot) : null;
}
