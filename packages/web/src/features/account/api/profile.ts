import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type ChangeEmailInput, type ChangePasswordInput } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { sessionQueryOptions } from '../../../lib/session.ts';

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => call(accountEndpoints.profile, { signal }),
});

/** My name and address as the server has them now, and an address waiting for confirmation. */
export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** The new name shows at once here, in the drawer and in every group. */
export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => call(accountEndpoints.name, { body: { displayName } }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.groupList }),
        queryClient.invalidateQueries({ queryKey: ['groups'] }),
      ]);
    },
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => call(accountEndpoints.email, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
  });
}

/** Withdraws the change waiting for confirmation: the mailed link stops working. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountEndpoints.cancelEmail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
  });
}

/** The other devices are signed out and a pending e-mail change ends with them. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(accountEndpoints.password, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account-sessions'] }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
      ]),
  });
}

/** The link from the confirmation mail; works without being signed in. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => call(accountEndpoints.confirmEmail, { body: { token } }),
  });
}
