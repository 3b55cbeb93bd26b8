import { pushEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';

export async function getVapidPublicKey(signal?: AbortSignal): Promise<string> {
  return (await call(pushEndpoints.vapidPublicKey, { signal })).publicKey;
}
