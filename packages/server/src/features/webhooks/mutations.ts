import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Language, WebhookEvent, WebhookPreset } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import {
  webhookDeliveries,
  webhooks,
  type WebhookDeliveryRow,
  type WebhookTarget,
} from '../../db/schema-connect.ts';
import { groups, users } from '../../db/schema.ts';
import type { WebhookEventData, WebhookPayload } from './parts/presets.ts';
import { newWebhookSecret } from './parts/signing.ts';

// A group's webhooks and their outbox (docs/decisions/042-webhooks.md): a change queues one
// delivery per webhook that hears of it; the worker (worker.ts) claims due ones, sends them and
// records the answer, trying again with growing pauses. Delivered and given-up rows stay a while
// as the delivery log.

export async function createWebhook(
  db: Database,
  groupId: string,
  input: {
    preset: WebhookPreset;
    url: string;
    target: WebhookTarget;
    events: WebhookEvent[];
    language: Language;
  },
): Promise<{ id: string; secret: string }> {
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhooks)
    .values({ groupId, ...input, secret })
    .returning({ id: webhooks.id });
  return { id: row!.id, secret };
}

export async function deleteWebhook(
  db: Database,
  groupId: string,
  webhookId: string,
): Promise<boolean> {
  const gone = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.groupId, groupId)))
    .returning({ id: webhooks.id });
  return gone.length > 0;
}

/** What a change tells its webhooks: the member by id (their name is read when queued). */
export type WebhookEventInput = Omit<WebhookEventData, 'group' | 'member'> & { memberId?: string };

/**
 * Queues the event for every webhook of the group that hears of it, with the group's current
 * name; returns how many were queued. One statement, and nothing when the group has none.
 */
export async function enqueueWebhookEvent(
  db: Database,
  groupId: string,
  event: WebhookEvent,
  input: WebhookEventInput,
  now: Date = new Date(),
): Promise<number> {
  const result = await db.execute(webhookEnqueue(groupId, event, input, now));
  return (
    (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as unknown as { rowCount?: number }).rowCount ??
    0
  );
}

/**
 * enqueueWebhookEvent's insert, for a change's own statement to queue its event in the same
 * commit (attendance/parts/change.ts: every day answer; season/parts/series.ts: a repeating
 * answer; docs/decisions/065-a-day-write-in-two-round-trips.md,
 * docs/decisions/067-every-answer-queues-its-webhooks-with-it.md).
 * With `when`, only when that condition holds (the change wrote something); a group without a
 * webhook that hears of the event inserts nothing. Add `returning 1` to count the rows.
 */
export function webhookEnqueue(
  groupId: string,
  event: WebhookEvent,
  input: WebhookEventInput,
  now: Date,
  when?: SQL,
): SQL {
  const { memberId, ...data } = input;
  // The member's current name is read here, so the caller needs only their id.
  const member = memberId
    ? sql`coalesce((select jsonb_build_object('member', jsonb_build_object('id', u.id, 'name', u.display_name))
        from ${users} u where u.id = ${memberId}::uuid), '{}'::jsonb)`
    : sql`'{}'::jsonb`;
  return sql`
    insert into ${webhookDeliveries} (webhook_id, event, payload)
    select w.id, ${event}, jsonb_build_object(
      'type', ${event}::text,
      'timestamp', ${now.toISOString()}::text,
      'data', jsonb_build_object('group', jsonb_build_object('id', g.id, 'name', g.name))
        || ${member} || ${JSON.stringify(data)}::jsonb)
    from ${webhooks} w join ${groups} g on g.id = w.group_id
    where w.group_id = ${groupId}::uuid and ${event} = any(w.events)
      ${when ? sql`and ${when}` : sql``}`;
}

/** A test delivery to one webhook, whatever it hears of. */
export async function enqueueTestDelivery(
  db: Database,
  webhookId: string,
  group: { id: string; name: string },
  now: Date = new Date(),
): Promise<WebhookDeliveryRow> {
  const payload: WebhookPayload = {
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: { group },
  };
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ webhookId, event: 'webhook.test', payload: { ...payload } })
    .returning();
  return row!;
}

export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  payload: WebhookPayload;
  attempts: number;
}

/**
 * Claims up to `limit` due deliveries for `leaseMs`, like the mail outbox (mail/outbox.ts):
 * their next attempt moves past the lease, so no other instance takes them meanwhile.
 */
export async function claimDueDeliveries(
  db: Database,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  // RETURNING keeps no order, and two events may share an instant: the rows are sorted by the
  // order they were queued in, so a chat reads events as they happened.
  const result = await db.execute(sql`
    with claimed as (
      update ${webhookDeliveries} set next_attempt_at = ${until}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${webhookDeliveries}
        where delivered_at is null and failed_at is null
          and next_attempt_at <= ${options.now.toISOString()}::timestamptz
        order by next_attempt_at, queued_order
        limit ${options.limit}
        for update skip locked)
      returning id, webhook_id, payload, attempts, queued_order)
    select id, webhook_id, payload, attempts from claimed order by queued_order`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    webhookId: String(row.webhook_id),
    payload: (typeof row.payload === 'string'
      ? JSON.parse(row.payload)
      : row.payload) as WebhookPayload,
    attempts: Number(row.attempts),
  }));
}

export async function markDelivered(db: Database, id: string, status: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ deliveredAt: new Date(), lastStatus: status, lastError: null })
    .where(eq(webhookDeliveries.id, id));
}

/** A failed attempt: tried again at `retryAt`, or given up (failed_at) when null. */
export async function markAttemptFailed(
  db: Database,
  id: string,
  failure: { status: number | null; error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      lastStatus: failure.status,
      lastError: failure.error,
      ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { failedAt: new Date() }),
    })
    .where(eq(webhookDeliveries.id, id));
}

/** The log keeps finished deliveries this long. */
export async function pruneDeliveries(db: Database, before: Date): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        lt(webhookDeliveries.createdAt, before),
        sql`(delivered_at is not null or failed_at is not null)`,
      ),
    );
}
