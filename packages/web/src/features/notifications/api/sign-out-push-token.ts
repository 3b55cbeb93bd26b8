import { API_PATHS } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';

/** Marks my record for `token` signed out (docs/product.md#log-out, before the session ends). */
export function signOutPushToken(token: string) {
  return api.postEmpty(API_PATHS.pushTokenSignOut, { token });
}
