import { queryOptions } from '@tanstack/react-query';
import { pushEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';

export async function getVapidPublicKey(signal?: AbortSignal): Promise<string> {
  return (await call(pushEndpoints.vapidPublicKey, { signal })).publicKey;
}

/** The server's Web Push key; it does not change while the page is open. */
export const vapidPublicKeyQueryOptions = queryOptions({
  queryKey: ['push', 'vapid-public-key'],
  queryFn: ({ signal }) => getVapidPublicKey(signal),
  staleTime: Infinity,
});
