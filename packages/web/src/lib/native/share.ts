import type { NativeBridge, ShareData } from './bridge.ts';

// Sharing and copying through the bridge: the share and clipboard plugins in a native shell,
// the Web Share and Clipboard APIs in a browser. Components call these with useNativeBridge().

/** Opens the share sheet; false when the user cancelled it or none exists. */
export async function shareOrFail(bridge: NativeBridge, data: ShareData): Promise<boolean> {
  if (!(await bridge.canShare())) return false;
  try {
    await bridge.share(data);
    return true;
  } catch {
    // Dismissing the sheet rejects on every platform; that is not an error to report.
    return false;
  }
}

/** Copies `text`; rejects with "Clipboard API not available in this browser" where none is. */
export function copyText(bridge: NativeBridge, text: string): Promise<void> {
  return bridge.copyText(text);
}
