import { API_PATHS, vapidPublicKeyResponseSchema } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';

export async function getVapidPublicKey(signal?: AbortSignal): Promise<string> {
  return (await api.get(API_PATHS.pushVapidPublicKey, vapidPublicKeyResponseSchema, signal))
    .publicKey;
}
