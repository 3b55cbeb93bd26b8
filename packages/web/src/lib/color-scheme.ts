import { useSyncExternalStore } from 'react';

// Light, dark or the system's: chosen in settings per device (features/preferences), applied as
// data-theme on <html>, where the kit's tokens switch (components/ui/tokens.css). index.html's
// inline script applies it before the first paint and follows the system's setting live; this
// module applies a new choice at once, and tells the native shells' status bar
// (docs/decisions/024-languages-and-themes.md).

export const COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type ColorSchemeSetting = (typeof COLOR_SCHEMES)[number];

/** index.html's inline script reads the same key and uses the same colours. */
const STORAGE_KEY = 'turnout.theme';
/** The browser's and the shells' bar colour: the top bar's in each theme. */
export const BAR_COLORS = { light: '#246ab3', dark: '#121212' } as const;

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

export function colorSchemeSetting(): ColorSchemeSetting {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return (COLOR_SCHEMES as readonly string[]).includes(stored ?? '')
      ? (stored as ColorSchemeSetting)
      : 'system';
  } catch {
    return 'system';
  }
}

/** The theme in effect: the setting, or the system's for 'system'. */
export function effectiveColorScheme(setting = colorSchemeSetting()): 'light' | 'dark' {
  if (setting !== 'system') return setting;
  return darkQuery()?.matches ? 'dark' : 'light';
}

export function setColorSchemeSetting(setting: ColorSchemeSetting): void {
  try {
    if (setting === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, setting);
  } catch {
    // storage blocked: the choice holds until the page is left
  }
  applyColorScheme(setting);
}

function applyColorScheme(setting = colorSchemeSetting()): void {
  const scheme = effectiveColorScheme(setting);
  document.documentElement.dataset.theme = scheme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BAR_COLORS[scheme]);
  for (const listener of listeners) listener();
}

/**
 * Calls `apply` with the theme in effect now and whenever it changes (a new setting, or the
 * system's while 'system' is chosen): the native shells' status bar follows it
 * (lib/native/capacitor-bridge.ts).
 */
export function followColorScheme(apply: (scheme: 'light' | 'dark') => Promise<void>): void {
  const update = () => void apply(effectiveColorScheme()).catch(() => undefined);
  update();
  listeners.add(update);
  darkQuery()?.addEventListener('change', update);
}

/** The setting, re-rendering when it changes. */
export function useColorSchemeSetting(): ColorSchemeSetting {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, colorSchemeSetting);
}
