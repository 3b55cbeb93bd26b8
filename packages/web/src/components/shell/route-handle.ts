import { useMatches } from 'react-router';
import type { Resources } from '../../lib/i18n/en.ts';

/** What the route table tells the shell about a screen (React Router `handle`). */
export interface RouteHandle {
  /** Key of the top-bar title under `titles` in the i18n resources. */
  title: keyof Resources['titles'];
  /**
   * Main routes (/groups, /notifications) show no back button (docs/product.md#signed-in-shell).
   */
  main?: boolean;
  /** Where the back button leads; one step back in history when omitted. */
  back?: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
