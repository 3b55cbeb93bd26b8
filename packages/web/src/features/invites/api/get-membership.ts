import { useQuery } from '@tanstack/react-query';
import { groupEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Whether the signed-in user already belongs to the invite's group: the group reads for members
 * only (404 for anyone else). Undefined while unknown. The answer is the group screen's own
 * query, so opening the group afterwards starts from it.
 */
export function useIsMember(groupId: string, enabled: boolean): boolean | undefined {
  const { data, error } = useQuery({
    queryKey: queryKeys.group(groupId),
    queryFn: ({ signal }) => call(groupEndpoints.read, { params: { groupId }, signal: signal }),
    enabled,
    retry: false,
  });
  if (data) return true;
  if (isApiError(error) && error.status === 404) return false;
  // Any other failure: offer Join, whose answer tells an existing member anyway.
  return error ? false : undefined;
}
