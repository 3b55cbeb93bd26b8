import { useEffect } from 'react';
import { useNativeBridge } from './native-bridge.tsx';

/**
 * Deep links (docs/product.md#deep-links): the path after the app's domain, e.g.
 * `https://turnout.app/join/ABC?x=1` → `/join/ABC?x=1`, and for the custom scheme
 * `app.turnout://groups/g1` → `/groups/g1`. Null for anything that is not a URL.
 */
export function pathFromAppUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const rest = `${parsed.search}${parsed.hash}`;
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
    return `${parsed.pathname}${rest}`;
  }
  // A custom scheme has no real host: what looks like one is the first path segment.
  const path = `/${parsed.host}${parsed.pathname}`.replace(/\/{2,}/g, '/');
  return `${path === '/' ? '/' : path.replace(/\/$/, '')}${rest}`;
}

/** A path of this app (`/groups/…`), never another origin (`//host`) or a scheme. */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Routes the native shell's deep links (App 'appUrlOpen') and taps on its pushes (their
 * targetPath, e.g. `/groups/g1?activeDay=…`) with `navigate`.
 */
export function useDeepLinks(navigate: (path: string) => void): void {
  const bridge = useNativeBridge();
  useEffect(() => {
    const stops = [
      bridge.onAppUrlOpen((url) => {
        const path = pathFromAppUrl(url);
        if (path) navigate(path);
      }),
      bridge.push.onOpened((targetPath) => {
        if (isAppPath(targetPath)) navigate(targetPath);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [bridge, navigate]);
}
