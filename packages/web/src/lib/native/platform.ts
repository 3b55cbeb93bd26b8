import type { Platform } from './bridge.ts';

interface ShellWindow {
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * Where the app runs, told the way @capacitor/core tells it: the Android shell injects
 * `androidBridge`, the iOS shell a `bridge` message handler, before any of our code runs.
 * Reading them directly keeps Capacitor's code out of the web app's start-up bundle.
 */
export function detectPlatform(win: ShellWindow = window as ShellWindow): Platform {
  if (win.androidBridge) return 'android';
  if (win.webkit?.messageHandlers?.bridge) return 'ios';
  return 'web';
}

/** Decided once per page: the platform cannot change while it runs. */
export const platform: Platform = detectPlatform();

export const isNativeShell: boolean = platform !== 'web';
