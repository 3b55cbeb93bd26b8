import { useMutation } from '@tanstack/react-query';
import { API_PATHS, sessionResponseSchema, type SignUpInput } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { reloadForSession } from '../../../lib/reload-page.ts';

// The server creates the account with its display name and starts the session in one call.
export function signUp(input: SignUpInput) {
  return api.post(API_PATHS.signUp, input, sessionResponseSchema);
}

/** Signs up, then reloads signed in, as after log-in (SPEC §4 Sign-up dialog). */
export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: () => reloadForSession(true) });
}
