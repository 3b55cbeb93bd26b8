import { useMutation } from '@tanstack/react-query';
import { API_PATHS, sessionResponseSchema, type LogInInput } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { reloadForSession } from '../../../lib/reload-page.ts';

export function logIn(input: LogInInput) {
  return api.post(API_PATHS.logIn, input, sessionResponseSchema);
}

/** Logs in, then reloads the page on the same path (SPEC §4 Log-in dialog). */
export function useLogIn() {
  return useMutation({ mutationFn: logIn, onSuccess: () => reloadForSession(true) });
}
