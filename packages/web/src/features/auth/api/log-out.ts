import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { runBeforeLogOut } from '../../../lib/log-out-hooks.ts';
import { setSessionToken } from '../../../lib/native/session-token.ts';
import { reloadForSession } from '../../../lib/reload-page.ts';

export async function logOut(): Promise<void> {
  // Log-out (docs/product.md#log-out): first the push token record is marked signed out (registered
  // by the notifications feature), then the session ends. If that first step fails, so does
  // log-out.
  await runBeforeLogOut();
  try {
    await call(authEndpoints.logOut);
  } catch (error) {
    // A 401 means the session had already ended (expired, or logged out in another tab): the
    // goal is reached, so reload like a successful log-out instead of leaving a dead shell.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/**
 * Log-out (docs/product.md#log-out): reload on the same path without pageReloadedAfterLogin; on
 * failure the button simply stops loading.
 */
export function useLogOut() {
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      // A native shell's bearer token is over too (none exists on the web).
      setSessionToken(undefined);
      reloadForSession(false);
    },
  });
}
