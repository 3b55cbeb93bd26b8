import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type SignUpInput } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { isNativeShell } from '../../../lib/native/platform.ts';
import { setSessionToken } from '../../../lib/native/session-token.ts';
import { reloadForSession } from '../../../lib/reload-page.ts';

// The server creates the account with its display name and starts the session in one call.
export async function signUp(input: SignUpInput) {
  // A native shell keeps a bearer token (lib/native/session-token.ts); the web gets a cookie.
  const client = isNativeShell ? 'native' : undefined;
  const session = await call(authEndpoints.signUp, { body: { ...input, client } });
  if (session.sessionToken) setSessionToken(session.sessionToken);
  return session;
}

/** Signs up, then reloads signed in, as after log-in (docs/product.md#log-in-and-sign-up). */
export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: () => reloadForSession(true) });
}
