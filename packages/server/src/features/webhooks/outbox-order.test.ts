import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildGroup } from '../../test/group-factories.ts';
import { claimDueDeliveries, createWebhook, enqueueWebhookEvent } from './mutations.ts';

// The outbox hands a webhook's deliveries out oldest first (docs/decisions/042-webhooks.md), so a
// chat reads events as they happened, even when several were queued within one millisecond.
describe('webhook outbox order', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('claims a burst of events in the order they were queued', async () => {
    const { db } = database;
    const group = await buildGroup(db);
    await createWebhook(db, group.id, {
      preset: 'standard',
      url: 'https://hooks.example.org/turnout',
      target: {},
      events: ['training.cancelled'],
      language: 'en',
    });
    const days = Array.from(
      { length: 40 },
      (_, i) => `2031-01-${String((i % 28) + 1).padStart(2, '0')}#${i}`,
    );
    const queuedAt = new Date();
    for (const day of days)
      await enqueueWebhookEvent(db, group.id, 'training.cancelled', { day }, queuedAt);

    const claimed = await claimDueDeliveries(db, {
      now: new Date(Date.now() + 1000),
      leaseMs: 60_000,
      limit: 50,
    });
    expect(claimed.map((delivery) => delivery.payload.data.day)).toEqual(days);
  });
});
