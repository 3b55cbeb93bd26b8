import { RELOAD_DELAY_MS } from '@turnout/domain';
import { RELOADED_AFTER_LOGIN_PARAM } from './paths.ts';

/** The same URL with `pageReloadedAfterLogin=true` set (after log-in) or removed (after log-out). */
export function urlAfterSessionChange(href: string, signedIn: boolean): string {
  const url = new URL(href);
  if (signedIn) url.searchParams.set(RELOADED_AFTER_LOGIN_PARAM, 'true');
  else url.searchParams.delete(RELOADED_AFTER_LOGIN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * After log-in or log-out, replace the current route (same path, marker set or cleared)
 * and reload after 100 ms. A full reload starts every cache and connection afresh for the new
 * session instead of clearing each one by hand.
 */
export function reloadForSession(signedIn: boolean): void {
  window.history.replaceState(
    window.history.state,
    '',
    urlAfterSessionChange(window.location.href, signedIn),
  );
  window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

let reloadedAfterLogin = false;

/**
 * Start-up, before the router reads the address (main.tsx): notes whether this page is the reload
 * that follows a log-in, and takes the marker out of the address without a reload, keeping the
 * history entry's state, so it stays in no bookmark, shared link or later reload. What needs to
 * know asks `pageReloadedAfterLogin()` (the version check).
 */
export function takeReloadedAfterLoginMarker(): void {
  const url = new URL(window.location.href);
  reloadedAfterLogin = url.searchParams.get(RELOADED_AFTER_LOGIN_PARAM) === 'true';
  if (!url.searchParams.has(RELOADED_AFTER_LOGIN_PARAM)) return;
  url.searchParams.delete(RELOADED_AFTER_LOGIN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Whether this page is the reload that follows a log-in (read once at start-up). */
export function pageReloadedAfterLogin(): boolean {
  return reloadedAfterLogin;
}
