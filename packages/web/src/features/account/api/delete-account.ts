import { useMutation, useQuery } from '@tanstack/react-query';
import {
  accountEndpoints,
  type DeleteAccountInput,
  groupEndpoints,
  memberEndpoints,
} from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { reloadForSession } from '../../../lib/reload-page.ts';
import { setSessionToken } from '../../../lib/native/session-token.ts';

/** The groups I own, each with its members, who could take it over. */
export function useOwnedGroups() {
  return useQuery({
    queryKey: [...queryKeys.groupList, 'owned-with-members'],
    queryFn: async ({ signal }) => {
      const { owned } = await call(groupEndpoints.list, { signal: signal });
      return Promise.all(
        owned.map(async (group) => {
          const { members } = await call(memberEndpoints.list, {
            params: { groupId: group.id },
            signal,
          });
          return { ...group, members: members.filter((member) => member.role !== 'owner') };
        }),
      );
    },
  });
}

/** Erases the account; the page reloads as after a log-out, on the start page. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => call(accountEndpoints.deletion, { body: input }),
    onSuccess: () => {
      setSessionToken(undefined);
      window.history.replaceState(null, '', paths.home.href());
      reloadForSession(false);
    },
  });
}

/** Downloads everything stored about me as one JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await call(accountEndpoints.export);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `turnout-export-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
