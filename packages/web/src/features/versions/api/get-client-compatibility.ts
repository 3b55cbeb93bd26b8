import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  clientCompatibilitySchema,
  FUNCTION_NAMES,
  type ClientCompatibility,
} from '@turnout/domain';
import { functions } from '../../../lib/functions-client.ts';

/**
 * docs/product.md#client-compatibility-data: the compatibility data, or empty ({}) when the check
 * failed in any way.
 */
export async function getClientCompatibility(signal?: AbortSignal): Promise<ClientCompatibility> {
  try {
    const result = await functions.call(FUNCTION_NAMES.systemClientCompatibility, null, {
      signal,
    });
    return clientCompatibilitySchema.parse(result);
  } catch (error) {
    console.warn('Client compatibility check failed.', error);
    return {};
  }
}

// Checked once per page load: a new build arrives with a reload anyway.
export const clientCompatibilityQueryOptions = queryOptions({
  queryKey: ['client-compatibility'],
  queryFn: ({ signal }) => getClientCompatibility(signal),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

export function useClientCompatibility(): ClientCompatibility | undefined {
  return useQuery(clientCompatibilityQueryOptions).data;
}
