// The web app's page routes (docs/product.md#routes): the server answers these with the app's
// index.html and every other page path with a 404 page. The web's router (packages/web
// src/lib/paths.ts) names the same paths; its route-table test checks that the lists agree.

export const WEB_PAGE_ROUTES = [
  '/',
  '/groups',
  '/groups/:groupId',
  '/groups/:groupId/statistics',
  '/notifications',
  '/join',
  '/join/:inviteCode',
  '/invites',
  '/locations',
  '/groups-settings',
  '/profile',
  '/settings',
  // The mails' links carry their secret in the fragment; the path forms are older mails' links.
  '/reset-password',
  '/reset-password/:token',
  '/confirm-email',
  '/confirm-email/:token',
  '/privacy',
  '/imprint',
  '/about',
] as const;

/** The debug screens' routes: pages only while DEBUG is on (docs/product.md#debug-routes). */
export const WEB_DEBUG_ROUTES = [
  '/debug',
  '/debug/theme',
  '/debug/push-notifications',
  '/debug/swipe-to-refresh',
  '/debug/open-dialog-from-menu-button',
  '/debug/maintain-scroll-position',
  '/debug/maintain-scroll-position-cascaded',
  '/debug/maintain-scroll-position-cascaded-two-way-data-flow',
  '/debug/scroll-to-element-position',
  '/vuetify-test',
] as const;

/**
 * Whether a path (without its query) is one of the routes, as the web's router matches them:
 * a `:param` is one non-empty segment, a trailing slash is allowed, letters' case is not.
 */
export function matchesWebRoute(pathname: string, routes: readonly string[]): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const segments = trimmed.split('/');
  return routes.some((route) => {
    const parts = route.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) =>
        part.startsWith(':')
          ? segments[i] !== ''
          : part.toLowerCase() === segments[i]!.toLowerCase(),
      )
    );
  });
}
