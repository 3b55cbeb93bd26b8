import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** A notification that arrived while the app is open (docs/product.md#in-app-notification). */
export interface InAppNotification {
  /** The inbox entry it stands for, so reading that entry elsewhere can delete it. */
  id?: string;
  title: string;
  /** Where tapping it leads, e.g. /groups/{groupId}?activeDay={timestamp}. */
  targetPath: string;
  /** Called when the user opens it from the app bar (the inbox marks the entry read). */
  onOpen?: () => void;
}

interface InAppNotificationState {
  current: InAppNotification | null;
  /** docs/product.md#in-app-notification: set … */
  set: (notification: InAppNotification) => void;
  /** … cleared (seen: opened, or the inbox was visited) … */
  clear: () => void;
  /** … or deleted: the entry `id` stands for was read or removed, so it is no longer news. */
  remove: (id: string) => void;
}

const InAppNotificationContext = createContext<InAppNotificationState | null>(null);

// The notifications feature sets it from live updates; the shell shows the indicator for it.
export function InAppNotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<InAppNotification | null>(null);
  const value = useMemo(
    () => ({
      current,
      set: setCurrent,
      clear: () => setCurrent(null),
      remove: (id: string) => setCurrent((shown) => (shown?.id === id ? null : shown)),
    }),
    [current],
  );
  return <InAppNotificationContext value={value}>{children}</InAppNotificationContext>;
}

export function useInAppNotification(): InAppNotificationState {
  const state = useContext(InAppNotificationContext);
  if (!state) throw new Error('useInAppNotification needs an <InAppNotificationProvider>.');
  return state;
}
