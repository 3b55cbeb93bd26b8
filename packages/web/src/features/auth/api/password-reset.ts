import { useMutation, useQuery } from '@tanstack/react-query';
import { authEndpoints, type PasswordResetInput } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { isNativeShell } from '../../../lib/native/platform.ts';
import { setSessionToken } from '../../../lib/native/session-token.ts';
import { paths } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reloadForSession } from '../../../lib/reload-page.ts';

/** "Forgot password?": the server answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => call(authEndpoints.requestPasswordReset, { body: { email } }),
  });
}

/**
 * Whether the reset link still works, asked as the page opens so a used or expired link says so
 * before anything is typed. A POST: the token goes in the body, never in a URL.
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: queryKeys.resetLinkCheck(token),
    queryFn: () => call(authEndpoints.checkPasswordReset, { body: { token } }),
    enabled: token !== '',
    // Asked once per visit: it changes only by using the link.
    staleTime: Infinity,
    retry: false,
  });
}

async function resetPassword(input: Omit<PasswordResetInput, 'client'>) {
  const client = isNativeShell ? 'native' : undefined;
  const session = await call(authEndpoints.resetPassword, { body: { ...input, client } });
  if (session.sessionToken) setSessionToken(session.sessionToken);
  return session;
}

/** Sets the new password; this browser is signed in and goes to its groups. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      window.history.replaceState(null, '', paths.groups.href());
      reloadForSession(true);
    },
  });
}
