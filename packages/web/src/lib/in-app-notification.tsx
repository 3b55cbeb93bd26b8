import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** A notification that arrived while the app is open (SPEC §3 push state). */
export interface InAppNotification {
  title: string;
  /** Where tapping it leads, e.g. /groups/{groupId}?activeDay={timestamp}. */
  targetPath: string;
}

interface InAppNotificationState {
  current: InAppNotification | null;
  set: (notification: InAppNotification) => void;
  clear: () => void;
}

const InAppNotificationContext = createContext<InAppNotificationState | null>(null);

// Push handling arrives later and will call `set`; the shell already shows the indicator for it.
export function InAppNotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<InAppNotification | null>(null);
  const value = useMemo(
    () => ({ current, set: setCurrent, clear: () => setCurrent(null) }),
    [current],
  );
  return <InAppNotificationContext value={value}>{children}</InAppNotificationContext>;
}

export function useInAppNotification(): InAppNotificationState {
  const state = useContext(InAppNotificationContext);
  if (!state) throw new Error('useInAppNotification needs an <InAppNotificationProvider>.');
  return state;
}
