// Sizes, timings, breakpoints and colours of the web app's own UI: only the web app uses them, so
// they live here rather than in the domain package (which holds what server and web share).

export const BOTTOM_SHEET = {
  collapsedHeightTouch: 248,
  collapsedHeightPointer: 264,
  expandedHeightOffset: 228,
  animationMs: 300,
  stateCallbackMs: 200,
  menuOpenDelayMs: 300,
  menuCloseDelayMs: 250,
} as const;

export const PULL_TO_REFRESH = {
  swipeThresholdPx: 10,
  ratio: 2,
  idlePosition: -44,
  refreshingPosition: 16,
  maxPosition: 64,
  minRefreshMs: 500,
  fadeMs: 300,
  abortMs: 300,
} as const;

export const DIALOG_WIDTHS = { sm: 340, md: 460, lg: 580, xl: 700 } as const;
export type DialogSize = 'sm' | 'md' | 'lg';
export const TEXTAREA_DEFAULT_ROWS = 5;
export const OVERLAY_Z_INDEX = 10000;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const LAYOUT = {
  toolbarHeight: 64,
  toolbarExtensionHeight: 48,
  /** The phone layout's bottom navigation (tokens.css, --bottom-bar-height). */
  bottomBarHeight: 56,
  drawerWidth: 256,
  railWidth: 56,
  scrollThreshold: 300,
} as const;

export const THEME = {
  name: 'startup-space',
  primary: '#246ab3',
  accent: '#f37022',
  background: '#f2f2f2',
} as const;
