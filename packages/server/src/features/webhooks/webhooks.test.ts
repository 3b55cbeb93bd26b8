import { movedOn } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { API_PATHS, coachingEndpoints, formatFullDay, pathFor } from '@turnout/domain';
import { webhookDeliveries, webhooks } from '../../db/schema-connect.ts';
import { users } from '../../db/schema.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { createSignedInUser, type SignedInUser } from '../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { useFakeReceiver, type FakeReceiver } from './testing/fake-receivers.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2026-12-01');

// A group's webhooks (docs/decisions/042-webhooks.md): signed as Standard Webhooks specifies
// (checked with the `standardwebhooks` library), sent from the outbox and retried after a
// failure, only to public addresses unless the operator lists a host, and formatted for
// Discord, Slack, Telegram and Matrix as each documents (the fakes refuse anything else).

const DAY = later('2026-12-01');

function webhookApi(t: TestApp) {
  return {
    create: (group: TestGroup, body: Record<string, unknown>, as: SignedInUser = group.owner) =>
      t.request({
        method: 'POST',
        url: pathFor(API_PATHS.webhooks, { groupId: group.id }),
        body,
        as,
      }),
    test: (group: TestGroup, webhookId: string) =>
      t.request({
        method: 'POST',
        url: pathFor(API_PATHS.webhookTest, { groupId: group.id, webhookId }),
        as: group.owner,
      }),
    log: async (group: TestGroup, webhookId: string) =>
      (
        await t.request({
          method: 'GET',
          url: pathFor(API_PATHS.webhookDeliveries, { groupId: group.id, webhookId }),
          as: group.owner,
        })
      ).json().deliveries as {
        event: string;
        state: string;
        attempts: number;
        lastStatus: number | null;
        lastError: string | null;
      }[],
    answer: (group: TestGroup, as: SignedInUser, state = 'present') =>
      t.request({
        method: 'PUT',
        url: pathFor(API_PATHS.attendance, { groupId: group.id }),
        body: { day: DAY, state },
        as,
      }),
  };
}

/** Wakes the worker until the fake has accepted `count` requests (retries are due at once). */
async function deliveredTo(t: TestApp, fake: FakeReceiver, count: number) {
  const deadline = Date.now() + 20_000;
  while (fake.accepted.length < count && Date.now() < deadline) {
    t.app.webhooks.wake();
    await t.app.webhooks.idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return fake.waitForAccepted(count, 100);
}

const options = () => ({
  env: { WEBHOOK_PRIVATE_HOSTS: '127.0.0.1' },
  testing: { webhookRetryDelayMs: () => 0 },
});

describe('webhooks: Standard Webhooks deliveries', () => {
  const t = useTestApp(options);
  const receiver = useFakeReceiver('standard');
  const api = webhookApi(t);

  it('signs each delivery so a Standard Webhooks library verifies it, and tells what changed', async () => {
    const group = await buildGroup(t.db, { name: 'Tuesday Volleyball', members: 1 });
    const member = group.members[0]!;
    const created = await api.create(group, {
      preset: 'standard',
      url: `${receiver.origin}/hooks/turnout`,
      events: ['answer.changed'],
    });
    expect(created.statusCode).toBe(201);
    const { webhook, secret } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(webhook).toMatchObject({
      preset: 'standard',
      host: receiver.origin.slice(7),
      events: ['answer.changed'],
    });
    // The list never shows the secret again.
    const list = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.webhooks, { groupId: group.id }),
      as: group.owner,
    });
    expect(list.json().webhooks).toEqual([webhook]);
    expect(list.body).not.toContain(secret);

    const before = receiver.accepted.length;
    expect((await api.answer(group, member)).statusCode).toBe(200);
    const [request] = (await deliveredTo(t, receiver, before + 1)).slice(before);
    expect(request!.path).toBe('/hooks/turnout');
    const verified = new StandardWebhook(secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    );
    expect(verified).toEqual({
      type: 'answer.changed',
      timestamp: expect.any(String),
      data: {
        group: { id: group.id, name: 'Tuesday Volleyball' },
        member: { id: member.user.id, name: member.user.displayName },
        day: DAY,
        state: 'present',
      },
    });
    expect(request!.headers['webhook-id']).toMatch(/^msg_/);
    // Another secret does not verify it.
    const other = new StandardWebhook(Buffer.from('another secret key').toString('base64'));
    expect(() => other.verify(request!.body, request!.headers as Record<string, string>)).toThrow();
    expect((await api.log(group, webhook.id))[0]).toMatchObject({
      event: 'answer.changed',
      state: 'delivered',
      attempts: 1,
      lastStatus: 200,
    });
  });

  it('tries a failed delivery again, with the same id, and logs both attempts', async () => {
    const group = await buildGroup(t.db);
    const { webhook, secret } = (
      await api.create(group, {
        preset: 'standard',
        url: receiver.origin,
        events: ['answer.changed'],
      })
    ).json();
    receiver.failNext(1, 503);
    const seen = receiver.received.length;
    const test = await api.test(group, webhook.id);
    expect(test.statusCode).toBe(202);
    expect(test.json().delivery).toMatchObject({ event: 'webhook.test', state: 'pending' });
    const accepted = receiver.accepted.length;
    await deliveredTo(t, receiver, accepted + 1);
    const attempts = receiver.received.slice(seen);
    expect(attempts.map((attempt) => attempt.headers['webhook-id'])).toEqual([
      attempts[0]!.headers['webhook-id'],
      attempts[0]!.headers['webhook-id'],
    ]);
    for (const attempt of attempts) {
      expect(
        new StandardWebhook(secret).verify(attempt.body, attempt.headers as Record<string, string>),
      ).toMatchObject({
        type: 'webhook.test',
        data: { group: { id: group.id, name: group.name } },
      });
    }
    expect(await api.log(group, webhook.id)).toEqual([
      expect.objectContaining({
        event: 'webhook.test',
        state: 'delivered',
        attempts: 2,
        lastStatus: 200,
        lastError: null,
      }),
    ]);
  });

  it('sends only the events a webhook hears of: joining, leaving, series and training changes', async () => {
    const group = await buildGroup(t.db);
    const { webhook } = (
      await api.create(group, {
        preset: 'standard',
        url: receiver.origin,
        events: [
          'member.joined',
          'member.left',
          'answer.series-changed',
          'training.changed',
          'training.cancelled',
        ],
      })
    ).json();
    const newbie = await createSignedInUser(t.db);
    const start = receiver.accepted.length;
    const joined = await t.request({
      method: 'POST',
      url: pathFor(API_PATHS.join, { inviteCode: group.inviteCode }),
      as: newbie,
    });
    expect(joined.statusCode).toBe(201);
    // One day's answer is not heard of; a repeating answer is.
    await api.answer(group, newbie);
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendanceSeries, { groupId: group.id }),
      body: { from: later('2026-12-01'), to: later('2026-12-07'), state: 'away' },
      as: newbie,
    });
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: {
        trainingDays: [{ weekday: 2, time: '18:00', place: null }],
        cancelledDates: [later('2026-12-08')],
      },
      as: group.owner,
    });
    await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: newbie.user.id }),
      as: newbie,
    });
    const received = (await deliveredTo(t, receiver, start + 5)).slice(start);
    const bodies = received.map(
      (request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> },
    );
    const member = { id: newbie.user.id, name: newbie.user.displayName };
    expect(bodies.map((body) => [body.type, body.data])).toEqual([
      ['member.joined', expect.objectContaining({ member })],
      [
        'answer.series-changed',
        expect.objectContaining({
          member,
          from: later('2026-12-01'),
          to: later('2026-12-07'),
          state: 'away',
        }),
      ],
      ['training.changed', { group: { id: group.id, name: group.name } }],
      ['training.cancelled', expect.objectContaining({ day: later('2026-12-08') })],
      ['member.left', expect.objectContaining({ member, removed: false })],
    ]);
    expect(
      (await api.log(group, webhook.id)).every((delivery) => delivery.state === 'delivered'),
    ).toBe(true);
  });

  it('tells of a coach’s announcement and a training the coach cancels', async () => {
    const group = await buildGroup(t.db);
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: { trainingDays: [{ weekday: 2, time: '18:00', place: null }], cancelledDates: [] },
      as: group.owner,
    });
    await api.create(group, {
      preset: 'standard',
      url: receiver.origin,
      events: ['announcement.posted', 'training.cancelled'],
    });
    const start = receiver.accepted.length;
    const onDay = { groupId: group.id, day: DAY };
    const announced = await t.request({
      method: 'PUT',
      url: pathFor(coachingEndpoints.announce.path, onDay),
      body: { text: 'Hall 2 is closed' },
      as: group.owner,
    });
    expect(announced.statusCode).toBe(204);
    const cancelled = await t.request({
      method: 'PUT',
      url: pathFor(coachingEndpoints.cancel.path, onDay),
      body: { reason: 'No hall' },
      as: group.owner,
    });
    expect(cancelled.statusCode).toBe(204);
    const received = (await deliveredTo(t, receiver, start + 2)).slice(start);
    const owner = { id: group.owner.user.id, name: group.owner.user.displayName };
    expect(
      received.map((request) => {
        const body = JSON.parse(request.body) as { type: string; data: Record<string, unknown> };
        return [body.type, body.data];
      }),
    ).toEqual([
      [
        'announcement.posted',
        expect.objectContaining({ member: owner, day: DAY, text: 'Hall 2 is closed' }),
      ],
      ['training.cancelled', expect.objectContaining({ member: owner, day: DAY })],
    ]);
  });

  it('lets only whoever runs the group manage its webhooks; others learn nothing', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const stranger = await createSignedInUser(t.db);
    const body = { preset: 'standard', url: receiver.origin, events: ['answer.changed'] };
    expect((await api.create(group, body, group.members[0]!)).statusCode).toBe(403);
    const refused = await api.create(group, body, stranger);
    expect(refused.statusCode).toBe(404);
    expect(await t.db.select().from(webhooks).where(eq(webhooks.groupId, group.id))).toEqual([]);
  });
});

describe('webhooks: only public addresses', () => {
  // No WEBHOOK_PRIVATE_HOSTS: the default.
  const t = useTestApp({ testing: { webhookRetryDelayMs: () => 0 } });
  const receiver = useFakeReceiver('standard');
  const api = webhookApi(t);

  it('refuses a private or local address when the webhook is made', async () => {
    const group = await buildGroup(t.db);
    for (const url of [
      receiver.origin,
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/hook',
      'http://example.org/hook',
      'https://user:pass@example.org/hook',
    ]) {
      const res = await api.create(group, { preset: 'standard', url, events: ['answer.changed'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(
        'The webhook address must be an https:// URL on a public host.',
      );
    }
    expect(await t.db.select().from(webhooks).where(eq(webhooks.groupId, group.id))).toEqual([]);
  });

  it('gives a delivery up at once when its host turns out to be private, sending nothing', async () => {
    const group = await buildGroup(t.db);
    // As if a public name had come to resolve inward (a DNS change) after the webhook was made.
    const port = new URL(receiver.origin).port;
    const [hook] = await t.db
      .insert(webhooks)
      .values([
        {
          groupId: group.id,
          preset: 'standard',
          url: `http://localhost:${port}/`,
          secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
          events: ['answer.changed'],
        },
      ])
      .returning();
    const seen = receiver.received.length;
    expect((await api.test(group, hook!.id)).statusCode).toBe(202);
    const deadline = Date.now() + 15_000;
    let log = await api.log(group, hook!.id);
    while (log[0]?.state === 'pending' && Date.now() < deadline) {
      t.app.webhooks.wake();
      await t.app.webhooks.idle();
      await new Promise((resolve) => setTimeout(resolve, 20));
      log = await api.log(group, hook!.id);
    }
    expect(log).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 1,
        lastError: 'The address is not a public one.',
      }),
    ]);
    expect(receiver.received.length).toBe(seen);
    const [row] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook!.id));
    expect(row!.failedAt).not.toBeNull();
  });
});

describe('webhooks: chat presets', () => {
  const t = useTestApp(options);
  const api = webhookApi(t);
  const telegramToken = '123456:ABC-DEF_ghi';
  const room = '!club:matrix.example';
  const matrixToken = 'syt_matrix_access_token';
  const discord = useFakeReceiver('discord');
  const slack = useFakeReceiver('slack');
  const telegram = useFakeReceiver('telegram', { token: telegramToken });
  const matrix = useFakeReceiver('matrix', { token: matrixToken, roomId: room });

  async function answerThrough(
    fake: FakeReceiver,
    body: Record<string, unknown>,
    name = 'Dana <@everyone> & Co',
  ) {
    const owner = await createSignedInUser(t.db, { displayName: 'Coach' });
    const group = await buildGroup(t.db, { name: 'Tuesday Volleyball', owner });
    const member = await createSignedInUser(t.db, { displayName: name });
    const created = await api.create(group, { events: ['answer.changed'], ...body });
    expect(created.statusCode).toBe(201);
    await t.request({
      method: 'POST',
      url: pathFor(API_PATHS.join, { inviteCode: group.inviteCode }),
      as: member,
    });
    const before = fake.accepted.length;
    expect((await api.answer(group, member)).statusCode).toBe(200);
    const [request] = (await deliveredTo(t, fake, before + 1)).slice(before);
    return {
      request: request!,
      webhook: created.json().webhook as { id: string; host: string },
      group,
    };
  }

  it('Discord: POSTs `content`, with mentions turned off', async () => {
    const { request } = await answerThrough(discord, {
      preset: 'discord',
      url: `${discord.origin}/api/webhooks/1/abc`,
    });
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/webhooks/1/abc');
    expect(request.json).toEqual({
      content: `Dana <@everyone> & Co will attend Tuesday Volleyball on ${formatFullDay(DAY, 'de')}.`,
      allowed_mentions: { parse: [] },
    });
  });

  it('Slack: POSTs `text` and a mrkdwn section block with its control characters escaped', async () => {
    const { request } = await answerThrough(slack, {
      preset: 'slack',
      url: `${slack.origin}/services/T0/B0/x`,
    });
    const text = `Dana <@everyone> & Co will attend Tuesday Volleyball on ${formatFullDay(DAY, 'de')}.`;
    expect(request.json).toEqual({
      text,
      blocks: [
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: `Dana &lt;@everyone&gt; &amp; Co will attend Tuesday Volleyball on ${formatFullDay(DAY, 'de')}.`,
          },
        },
      ],
    });
  });

  it('Telegram: sendMessage with the bot token in the path, chat_id and text; the token is never shown', async () => {
    const { request, webhook } = await answerThrough(
      telegram,
      {
        preset: 'telegram',
        url: telegram.origin,
        token: telegramToken,
        chatId: '-1001234567890',
      },
      'Dana',
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/bot${telegramToken}/sendMessage`);
    expect(request.json).toEqual({
      chat_id: '-1001234567890',
      text: `Dana will attend Tuesday Volleyball on ${formatFullDay(DAY, 'de')}.`,
    });
    expect(JSON.stringify(webhook)).not.toContain(telegramToken);
  });

  it('Matrix: PUTs an m.text message into the room with the access token, the delivery as transaction id', async () => {
    matrix.failNext(1, 502);
    const seen = matrix.received.length;
    const { request, webhook, group } = await answerThrough(
      matrix,
      {
        preset: 'matrix',
        url: `${matrix.origin}/`,
        token: matrixToken,
        roomId: room,
      },
      'Dana',
    );
    expect(request.method).toBe('PUT');
    expect(request.path).toMatch(
      new RegExp(
        `^/_matrix/client/v3/rooms/${encodeURIComponent(room).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/send/m\\.room\\.message/[0-9a-f-]{36}$`,
      ),
    );
    expect(request.headers.authorization).toBe(`Bearer ${matrixToken}`);
    expect(request.json).toEqual({
      msgtype: 'm.text',
      body: `Dana will attend Tuesday Volleyball on ${formatFullDay(DAY, 'de')}.`,
    });
    // The retry after the failure used the same transaction id, so the room gets it once.
    const attempts = matrix.received.slice(seen);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.path).toBe(attempts[1]!.path);
    expect(JSON.stringify(webhook)).not.toContain(matrixToken);
    expect((await api.log(group, webhook.id))[0]).toMatchObject({
      state: 'delivered',
      attempts: 2,
    });
  });

  it('writes the messages in the language of whoever made the webhook', async () => {
    const owner = await createSignedInUser(t.db);
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.user.id));
    const group = await buildGroup(t.db, { name: 'Dienstagsvolleyball', owner });
    const created = await api.create(group, {
      preset: 'discord',
      url: discord.origin,
      events: ['answer.changed'],
    });
    const before = discord.accepted.length;
    await api.test(group, created.json().webhook.id);
    const [request] = (await deliveredTo(t, discord, before + 1)).slice(before);
    expect((request!.json as { content: string }).content).toBe(
      'Testnachricht von Dienstagsvolleyball bei Turnout: Dieser Webhook funktioniert.',
    );
  });

  it('refuses a preset without what it needs', async () => {
    const group = await buildGroup(t.db);
    const res = await api.create(group, {
      preset: 'matrix',
      url: matrix.origin,
      events: ['answer.changed'],
      roomId: room,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A matrix webhook needs token.');
  });
});
