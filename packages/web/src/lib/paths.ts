// Every route (docs/product.md#routes) in one typed table: the router reads `path`, links call `href`, so a
// renamed route cannot leave a dead link behind.

const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', href: () => '/' },
  groups: { path: '/groups', href: () => '/groups' },
  group: {
    path: '/groups/:groupId',
    href: (groupId: string, activeDay?: number) =>
      `/groups/${enc(groupId)}${activeDay === undefined ? '' : `?activeDay=${activeDay}`}`,
  },
  groupStatistics: {
    path: '/groups/:groupId/statistics',
    href: (groupId: string) => `/groups/${enc(groupId)}/statistics`,
  },
  notifications: { path: '/notifications', href: () => '/notifications' },
  join: { path: '/join', href: () => '/join' },
  joinInvite: {
    path: '/join/:inviteCode',
    href: (inviteCode: string) => `/join/${enc(inviteCode)}`,
  },
  invites: { path: '/invites', href: () => '/invites' },
  locations: { path: '/locations', href: () => '/locations' },
  groupsSettings: { path: '/groups-settings', href: () => '/groups-settings' },
  profile: { path: '/profile', href: () => '/profile' },
  settings: { path: '/settings', href: () => '/settings' },
  // The mails' links carry the token in the fragment, which never reaches a server (ADR 030);
  // links mailed before carried it in the path, and still open the same screen.
  resetPassword: {
    path: '/reset-password',
    href: (token: string) => `/reset-password#${enc(token)}`,
  },
  resetPasswordInPath: { path: '/reset-password/:token' },
  confirmEmail: {
    path: '/confirm-email',
    href: (token: string) => `/confirm-email#${enc(token)}`,
  },
  confirmEmailInPath: { path: '/confirm-email/:token' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  imprint: { path: '/imprint', href: () => '/imprint' },
  about: { path: '/about', href: () => '/about' },
  debug: {
    index: { path: '/debug', href: () => '/debug' },
    theme: { path: '/debug/theme', href: () => '/debug/theme' },
    pushNotifications: {
      path: '/debug/push-notifications',
      href: () => '/debug/push-notifications',
    },
    swipeToRefresh: { path: '/debug/swipe-to-refresh', href: () => '/debug/swipe-to-refresh' },
    openDialogFromMenuButton: {
      path: '/debug/open-dialog-from-menu-button',
      href: () => '/debug/open-dialog-from-menu-button',
    },
    maintainScrollPosition: {
      path: '/debug/maintain-scroll-position',
      href: () => '/debug/maintain-scroll-position',
    },
    maintainScrollPositionCascaded: {
      path: '/debug/maintain-scroll-position-cascaded',
      href: () => '/debug/maintain-scroll-position-cascaded',
    },
    maintainScrollPositionCascadedTwoWayDataFlow: {
      path: '/debug/maintain-scroll-position-cascaded-two-way-data-flow',
      href: () => '/debug/maintain-scroll-position-cascaded-two-way-data-flow',
    },
    scrollToElementPosition: {
      path: '/debug/scroll-to-element-position',
      href: () => '/debug/scroll-to-element-position',
    },
    vuetifyTest: { path: '/vuetify-test', href: () => '/vuetify-test' },
  },
} as const;

/** Query parameter set after log-in (docs/product.md#app-state) so the reloaded page knows it was not a cold start. */
export const RELOADED_AFTER_LOGIN_PARAM = 'pageReloadedAfterLogin';
