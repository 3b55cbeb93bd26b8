import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectEndpoints, type CreateWebhookInput } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// A group's webhooks (docs/decisions/042-webhooks.md): list, add, delete, send a test, and
// each one's delivery log.

const webhooksKey = (groupId: string) => [...queryKeys.group(groupId), 'webhooks'] as const;

export function useWebhooks(groupId: string) {
  return useQuery({
    queryKey: webhooksKey(groupId),
    queryFn: ({ signal }) => call(connectEndpoints.listWebhooks, { params: { groupId }, signal }),
  });
}

export function useWebhookDeliveries(groupId: string, webhookId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...webhooksKey(groupId), webhookId, 'deliveries'],
    queryFn: ({ signal }) =>
      call(connectEndpoints.webhookDeliveries, { params: { groupId, webhookId }, signal }),
    enabled,
    // Waiting deliveries move on by themselves: look again while any waits.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.state === 'pending') ? 1500 : false,
  });
}

export function useCreateWebhook(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) =>
      call(connectEndpoints.createWebhook, { params: { groupId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(groupId) }),
  });
}

export function useDeleteWebhook(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) =>
      call(connectEndpoints.deleteWebhook, { params: { groupId, webhookId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(groupId) }),
  });
}

export function useTestWebhook(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) =>
      call(connectEndpoints.testWebhook, { params: { groupId, webhookId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(groupId) }),
  });
}
