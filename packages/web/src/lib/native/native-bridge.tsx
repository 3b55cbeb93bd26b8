import { createContext, useContext } from 'react';
import type { NativeBridge, Platform } from './bridge.ts';
import { createCapacitorBridge } from './capacitor-bridge.ts';
import { platform } from './platform.ts';
import { webBridge } from './web-bridge.ts';

/** The bridge for where the app runs: the plugins inside a native shell, else the browser. */
export function bridgeFor(where: Platform): NativeBridge {
  return where === 'web' ? webBridge : createCapacitorBridge(where);
}

export const nativeBridge: NativeBridge = bridgeFor(platform);

/** Components read the bridge from here, so tests can put a fake in its place. */
export const NativeBridgeContext = createContext<NativeBridge>(nativeBridge);

export function useNativeBridge(): NativeBridge {
  return useContext(NativeBridgeContext);
}
