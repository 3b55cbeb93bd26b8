import { pushEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';

/** Marks my record for `token` signed out (docs/product.md#log-out, before the session ends). */
export function signOutPushToken(token: string) {
  return call(pushEndpoints.signOutToken, { body: { token } });
}
