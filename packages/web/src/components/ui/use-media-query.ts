import { useCallback, useSyncExternalStore } from 'react';

// Without matchMedia (jsdom, some embedded views) no query matches, as with MUI's hook.
const supported = () => typeof window.matchMedia === 'function';

/** The media query's current answer, kept current (MUI's useMediaQuery with noSsr, without MUI). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => supported() && window.matchMedia(query).matches);
}
