import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LogInInput } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { isNativeShell } from '../../../lib/native/platform.ts';
import { setSessionToken } from '../../../lib/native/session-token.ts';
import { reloadForSession } from '../../../lib/reload-page.ts';

export async function logIn(input: LogInInput) {
  // A native shell keeps a bearer token (lib/native/session-token.ts); the web gets a cookie.
  const client = isNativeShell ? 'native' : undefined;
  const session = await call(authEndpoints.logIn, { body: { ...input, client } });
  if (session.sessionToken) setSessionToken(session.sessionToken);
  return session;
}

/** Logs in, then reloads the page on the same path (docs/product.md#log-in-and-sign-up). */
export function useLogIn() {
  return useMutation({ mutationFn: logIn, onSuccess: () => reloadForSession(true) });
}
