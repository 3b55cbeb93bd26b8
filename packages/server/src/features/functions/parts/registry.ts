import type { Config } from '../../../config.ts';
import type { ActiveSession } from '../../../http/session-store.ts';
import { systemClientCompatibility } from './system-client-compatibility.ts';

/** What a callable function gets; like route handlers, functions never read the request. */
export interface CallContext {
  /** The request's `data`, as sent (any JSON value). */
  data: unknown;
  /** The signed-in caller (bearer token, or the web session with the CSRF header), or null. */
  user: ActiveSession['user'] | null;
  /** The caller's push token, when its client sent one. */
  messagingInstanceToken: string | undefined;
  /** An app attestation token, when its client sent one; nothing verifies it yet. */
  appCheckToken: string | undefined;
}

/** Returns the `result`; throws an ApiError for an answer with an error code. */
export type CallableFunction = (context: CallContext) => unknown;

export type FunctionRegistry = Readonly<Record<string, CallableFunction>>;

/** Every function the server offers under /functions/{name}. */
export function createFunctionRegistry(config: Config): FunctionRegistry {
  return {
    systemClientCompatibility: () => systemClientCompatibility(config.clients),
  };
}
