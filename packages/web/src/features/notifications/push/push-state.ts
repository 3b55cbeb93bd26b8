import { useSyncExternalStore } from 'react';
import type { PushRegistrationStatus } from '../../../lib/native/push-registration.ts';

// The push state of docs/product.md#app-state: the registration status and the stored token. One
// per page, for Web Push and native push alike; the token is kept only while its record is stored
// (docs/product.md#push-registration). (The current in-app notification lives in
// lib/in-app-notification.tsx, for the shell.)

export interface PushState {
  status?: PushRegistrationStatus;
  token?: string;
}

let state: PushState = {};
const listeners = new Set<() => void>();

export function getPushState(): PushState {
  return state;
}

export function setPushState(next: PushState): void {
  if (next.status === state.status && next.token === state.token) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function usePushState(): PushState {
  return useSyncExternalStore(subscribe, getPushState);
}
