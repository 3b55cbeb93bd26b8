import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, vapidPublicKeyResponseSchema } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';

export async function getVapidPublicKey(signal?: AbortSignal): Promise<string> {
  return (await api.get(API_PATHS.pushVapidPublicKey, vapidPublicKeyResponseSchema, signal))
    .publicKey;
}

/** The server's Web Push key; it does not change while the page is open. */
export const vapidPublicKeyQueryOptions = queryOptions({
  queryKey: ['push', 'vapid-public-key'],
  queryFn: ({ signal }) => getVapidPublicKey(signal),
  staleTime: Infinity,
});
