import { sql } from 'drizzle-orm';
import { addDays, answerLinkEndpoints, API_PATHS, pathFor, today } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { createWebhook } from './mutations.ts';

// Every path that changes a member's answer queues its webhooks' deliveries in the change's own
// statement (docs/decisions/067-every-answer-queues-its-webhooks-with-it.md), as the member's
// own answer does (answer-commit.test.ts): this app holds every write right after its commit
// for ever, as a server killed there would, and the deliveries are queued all the same, with
// the payloads a receiver gets.
describe('every answer and its webhook deliveries commit together', () => {
  const t = useTestApp({ testing: { holdWritesAfterCommit: true } });

  async function groupWithWebhook(): Promise<TestGroup> {
    const group = await buildGroup(t.db, { members: 1 });
    await createWebhook(t.db, group.id, {
      preset: 'standard',
      url: 'https://hooks.example.org/turnout',
      target: {},
      events: ['answer.changed', 'answer.series-changed'],
      language: 'en',
    });
    return group;
  }

  /** The group's queued deliveries: their event and data (the timestamp aside). */
  async function queued(group: TestGroup) {
    const result = await t.db.execute(sql`select d.event, d.payload->>'type' as type,
        d.payload->'data' as data
      from webhook_deliveries d join webhooks w on w.id = d.webhook_id
      where w.group_id = ${group.id}::uuid`);
    return (result as unknown as { rows: unknown[] }).rows;
  }

  const day = () => addDays(today(t.config.timeZone), 7);

  /** The one delivery a receiver gets for the answer: its event and the data it names. */
  function delivery(
    group: TestGroup,
    event: 'answer.changed' | 'answer.series-changed',
    answered: Record<string, string>,
  ) {
    const member = group.members[0]!;
    return [
      {
        event,
        type: event,
        data: {
          group: { id: group.id, name: group.name },
          member: { id: member.user.id, name: member.user.displayName },
          ...answered,
        },
      },
    ];
  }

  it("a coach's answer for a member", async () => {
    const group = await groupWithWebhook();
    const member = group.members[0]!;
    void t.request({
      method: 'PUT',
      url: `/api/groups/${group.id}/attendance/members/${member.user.id}`,
      body: { day: day(), state: 'away' },
      as: group.owner,
    });
    await expect
      .poll(() => queued(group))
      .toEqual(delivery(group, 'answer.changed', { day: day(), state: 'away' }));
  });

  it('an answer link', async () => {
    const group = await groupWithWebhook();
    const member = group.members[0]!;
    const token = await t.app.answerTokens.answer({
      userId: member.user.id,
      groupId: group.id,
      day: day(),
      states: ['present', 'away'],
      expiresAt: Date.now() + 24 * 60 * 60 * 1000,
    });
    void t.request({
      method: 'POST',
      url: answerLinkEndpoints.answer.path,
      body: { token, state: 'present' },
    });
    await expect
      .poll(() => queued(group))
      .toEqual(delivery(group, 'answer.changed', { day: day(), state: 'present' }));
  });

  it("a member's repeating answer", async () => {
    const group = await groupWithWebhook();
    const member = group.members[0]!;
    const from = day();
    const to = addDays(from, 2);
    void t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendanceSeries, { groupId: group.id }),
      body: { from, to, state: 'present', existing: 'replace' },
      as: member,
    });
    await expect
      .poll(() => queued(group))
      .toEqual(delivery(group, 'answer.series-changed', { from, to, state: 'present' }));
  });
});
