import { useCallback, useSyncExternalStore } from 'react';

// Without matchMedia (jsdom, some embedded views) no query matches, as with MUI's hook.
const supported = () => typeof window.matchMedia === 'function';

// One list per query for the page: every render reads the hook's answer, and a list that exists
// answers from what the browser already knows, where a new one parses and evaluates its query
// (docs/performance.md#marking-a-day). Kept per matchMedia, which tests replace.
const lists = new Map<string, MediaQueryList>();
let listsOf: typeof window.matchMedia | undefined;

function listFor(query: string): MediaQueryList {
  if (listsOf !== window.matchMedia) {
    lists.clear();
    listsOf = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** The media query's current answer, kept current (MUI's useMediaQuery with noSsr, without MUI). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => undefined;
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => supported() && listFor(query).matches);
}
