import type { Webhook, WebhookDelivery } from '@turnout/domain';
import { webhookEventSchema } from '@turnout/domain';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema-connect.ts';

export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    preset: row.preset,
    host: hostOf(row.preset === 'telegram' && !row.url ? 'https://api.telegram.org' : row.url),
    events: row.events.filter(
      (event) => webhookEventSchema.safeParse(event).success,
    ) as Webhook['events'],
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  const state = row.deliveredAt ? 'delivered' : row.failedAt ? 'failed' : 'pending';
  return {
    id: row.id,
    event: row.event,
    state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
