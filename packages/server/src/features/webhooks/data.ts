import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema-connect.ts';
import { groups } from '../../db/schema.ts';

// Reads of a group's webhooks and their delivery log (docs/decisions/042-webhooks.md).

/** Deliveries the log shows per webhook. */
export const DELIVERY_LOG_SIZE = 20;

export async function listWebhooks(db: Database, groupId: string) {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.groupId, groupId))
    .orderBy(webhooks.createdAt);
}

export async function countWebhooks(db: Database, groupId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.groupId, groupId));
  return row?.n ?? 0;
}

export async function findWebhook(db: Database, groupId: string, webhookId: string) {
  const [row] = await db
    .select({ webhook: webhooks, groupName: groups.name })
    .from(webhooks)
    .innerJoin(groups, eq(groups.id, webhooks.groupId))
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.groupId, groupId)))
    .limit(1);
  return row;
}

export async function webhooksByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(webhooks).where(inArray(webhooks.id, ids));
}

export async function listDeliveries(db: Database, webhookId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.queuedOrder))
    .limit(DELIVERY_LOG_SIZE);
}
