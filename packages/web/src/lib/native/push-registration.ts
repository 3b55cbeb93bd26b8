import { useEffect, useState } from 'react';
import type { NativeBridge, Unsubscribe } from './bridge.ts';
import { useNativeBridge } from './native-bridge.tsx';

// Native push registration (docs/product.md#push-registration, #push-token-records, #client-side-errors). Where
// the token is stored is not this module's business: the notifications feature passes
// `storeToken`, which writes the same token record as Web Push does (fcm-tokens: the uid, the
// token, isSignedIn, lastSeen) and rejects when the write fails.

export type PushRegistrationStatus = 'registration-successful' | 'registration-failed';

export interface PushRegistrationState {
  status?: PushRegistrationStatus;
  /** Kept only while stored: a failed write clears it (docs/product.md#push-registration). */
  token?: string;
}

let currentToken: string | undefined;

/** The stored push token, sent to functions as the messaging-instance header. */
export function getPushToken(): string | undefined {
  return currentToken;
}

/**
 * Asks for permission, registers, and stores each token the platform reports. Resolves to a
 * function that stops listening. `onChange` receives every new state.
 */
export async function registerNativePush(
  bridge: NativeBridge,
  storeToken: (token: string) => Promise<void>,
  onChange: (state: PushRegistrationState) => void,
): Promise<Unsubscribe> {
  if (!bridge.isNative) return () => undefined;
  const permission = await bridge.push.requestPermission();
  if (permission !== 'granted') {
    console.warn(`Push permission not granted (${permission}).`);
    return () => undefined;
  }
  return bridge.push.register({
    onRegistration: (token) => {
      currentToken = token;
      onChange({ status: 'registration-successful', token });
      storeToken(token).catch((error: unknown) => {
        console.warn('Storing the push token failed.', error);
        currentToken = undefined;
        onChange({ status: 'registration-successful', token: undefined });
      });
    },
    onRegistrationError: (message) => {
      console.warn(`Push registration failed: ${message}`);
      onChange({ status: 'registration-failed' });
    },
  });
}

/** Registers for native push once the caller enables it (e.g. when signed in). */
export function useNativePushRegistration(
  storeToken: (token: string) => Promise<void>,
  enabled = true,
): PushRegistrationState {
  const bridge = useNativeBridge();
  const [state, setState] = useState<PushRegistrationState>({});
  useEffect(() => {
    if (!enabled || !bridge.isNative) return;
    let stop: Unsubscribe | undefined;
    let cancelled = false;
    registerNativePush(bridge, storeToken, (next) => !cancelled && setState(next))
      .then((unsubscribe) => (cancelled ? unsubscribe() : (stop = unsubscribe)))
      .catch(() => !cancelled && setState({ status: 'registration-failed' }));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [bridge, storeToken, enabled]);
  return state;
}
