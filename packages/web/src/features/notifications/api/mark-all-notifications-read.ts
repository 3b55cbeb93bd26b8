import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { notificationKeys } from './get-notifications.ts';

export function markAllNotificationsRead() {
  return call(notificationEndpoints.readAll);
}

/**
 * Marks the whole inbox read (docs/product.md#notification-read-state, after the confirmation); the
 * bell's dot goes away.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
