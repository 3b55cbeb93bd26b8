import type { NativeBridge } from './bridge.ts';

// Sharing and copying through the bridge: the share and clipboard plugins in a native shell,
// the Web Share and Clipboard APIs in a browser. Components call these with useNativeBridge().

/** Copies `text`; rejects with "Clipboard API not available in this browser" where none is. */
export function copyText(bridge: NativeBridge, text: string): Promise<void> {
  return bridge.copyText(text);
}
