import { pushEndpoints, type StorePushTokenInput } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';

/**
 * Writes my push token record (docs/product.md#push-registration): isSignedIn true, lastSeen now.
 * For the web the token is the subscription's JSON. Rejects when the write fails.
 */
export function storePushToken(input: StorePushTokenInput) {
  return call(pushEndpoints.storeToken, { body: input });
}
