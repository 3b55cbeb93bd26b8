import { sql } from 'drizzle-orm';
import { toDay } from '@turnout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';
import { Realtime } from '../../live-events/realtime.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildGroup } from '../../test/group-factories.ts';
import { changeAttendance } from '../attendance/parts/change.ts';
import type { PushService } from '../push/parts/push-service.ts';
import { createWebhook } from './mutations.ts';

// A member's answer queues its webhooks' deliveries in the change's own statement
// (docs/decisions/065-a-day-write-in-two-round-trips.md): a server killed right after the commit
// (Realtime's test hook holds the write there for ever) has them queued all the same.
describe('an answer and its webhook deliveries', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('commit together, so a server killed after the commit loses none', async () => {
    const { db } = database;
    const group = await buildGroup(db, { members: 1 });
    await createWebhook(db, group.id, {
      preset: 'standard',
      url: 'https://hooks.example.org/turnout',
      target: {},
      events: ['answer.changed'],
      language: 'en',
    });
    const killed = new Realtime({
      db,
      log: { warn: () => {}, error: () => {} },
      holdWritesAfterCommit: true,
    });
    const member = group.members[0]!;
    void changeAttendance(
      { db, realtime: killed, push: {} as PushService },
      {
        groupId: group.id as AuthorizedGroupId,
        userId: member.user.id,
        day: toDay('2031-03-06'),
        state: 'present',
        webhook: true,
      },
    );
    await expect
      .poll(async () => {
        const result = await db.execute(sql`select d.event, d.payload->'data'->>'state' as state
          from webhook_deliveries d join webhooks w on w.id = d.webhook_id
          where w.group_id = ${group.id}::uuid`);
        return (result as unknown as { rows: unknown[] }).rows;
      })
      .toEqual([{ event: 'answer.changed', state: 'present' }]);
  });
});
