import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONNECT_API_PATHS,
  createdWebhookResponseSchema,
  pathFor,
  webhookDeliveryListResponseSchema,
  webhookListResponseSchema,
  webhookTestResponseSchema,
  type CreateWebhookInput,
} from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// A group's webhooks (docs/decisions/042-webhooks.md): list, add, delete, send a test, and
// each one's delivery log.

const webhooksKey = (groupId: string) => [...queryKeys.group(groupId), 'webhooks'] as const;

export function useWebhooks(groupId: string) {
  return useQuery(
    queryOptions({
      queryKey: webhooksKey(groupId),
      queryFn: ({ signal }) =>
        api.get(
          pathFor(CONNECT_API_PATHS.webhooks, { groupId }),
          webhookListResponseSchema,
          signal,
        ),
    }),
  );
}

export function useWebhookDeliveries(groupId: string, webhookId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...webhooksKey(groupId), webhookId, 'deliveries'],
    queryFn: ({ signal }) =>
      api.get(
        pathFor(CONNECT_API_PATHS.webhookDeliveries, { groupId, webhookId }),
        webhookDeliveryListResponseSchema,
        signal,
      ),
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
      api.post(
        pathFor(CONNECT_API_PATHS.webhooks, { groupId }),
        input,
        createdWebhookResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(groupId) }),
  });
}

export function useDeleteWebhook(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) =>
      api.delete(pathFor(CONNECT_API_PATHS.webhook, { groupId, webhookId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(groupId) }),
  });
}

export function useTestWebhook(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) =>
      api.post(
        pathFor(CONNECT_API_PATHS.webhookTest, { groupId, webhookId }),
        undefined,
        webhookTestResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(groupId) }),
  });
}
