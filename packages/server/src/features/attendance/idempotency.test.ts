import { daysFromToday, movedOn, weekdayOnOrAfter } from '@turnout/domain/testing';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_DAYS,
  IDEMPOTENCY_KEY_HEADER,
  pathFor,
  type AttendanceState,
} from '@turnout/domain';
import { buildApp } from '../../app.ts';
import { attendances } from '../../db/schema.ts';
import { realtimeEvents } from '../../db/schema-delivery.ts';
import { answerReceipts } from '../../db/schema-receipts.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, groupTablesSnapshot, type TestGroup } from '../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2026-12-17');

// An answer sent with an Idempotency-Key (docs/decisions/055-idempotency-keys.md): a repeat is
// answered from its receipt and writes nothing, on this instance or another; a refusal is not
// kept, so a repeat is checked again.

const DAY = later('2026-12-17'); // a Thursday inside the answer window
// The last Thursday that is over, inside the answer window.
const PAST_THURSDAY = weekdayOnOrAfter(daysFromToday(-7), 4);

function answering(t: Pick<TestApp, 'request'>) {
  return (
    group: TestGroup,
    as: SignedInUser,
    state: AttendanceState,
    key: string | undefined,
    day = DAY,
  ) =>
    t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day, state },
      as,
      ...(key === undefined ? {} : { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    });
}

/** The day changes written in the group: each stores one "attendance.changed" live event. */
async function changesOf(t: TestApp, group: TestGroup): Promise<number> {
  const rows = await t.db
    .select({ payload: realtimeEvents.payload })
    .from(realtimeEvents)
    .where(eq(realtimeEvents.groupId, group.id));
  return rows.filter((row) => (row.payload as { type?: string }).type === 'attendance.changed')
    .length;
}

async function myRow(t: TestApp, group: TestGroup, me: SignedInUser, day = DAY) {
  const rows = await t.db
    .select()
    .from(attendances)
    .where(
      and(
        eq(attendances.groupId, group.id),
        eq(attendances.userId, me.user.id),
        eq(attendances.day, day),
      ),
    );
  return rows[0];
}

describe('an answer with an idempotency key', () => {
  const t = useTestApp();
  const answer = answering(t);

  it('writes once for the same key sent twice, and answers the repeat as the first', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    const first = await answer(group, me, 'present', 'key-present-1');
    expect(first.statusCode).toBe(200);
    // A newer answer with its own key, then the first one's repeat (a lost reply retried late).
    expect((await answer(group, me, 'away', 'key-away-1')).statusCode).toBe(200);
    const repeat = await answer(group, me, 'present', 'key-present-1');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    // The repeat wrote nothing: the newer answer stands, and two changes were written, not three.
    expect((await myRow(t, group, me))?.attendance).toBe(false);
    expect(await changesOf(t, group)).toBe(2);
  });

  it('writes twice for two keys, as two answers', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    expect((await answer(group, me, 'present', 'two-keys-a')).statusCode).toBe(200);
    expect((await answer(group, me, 'away', 'two-keys-b')).statusCode).toBe(200);
    expect((await answer(group, me, 'present', 'two-keys-c')).statusCode).toBe(200);
    expect((await myRow(t, group, me))?.attendance).toBe(true);
    expect(await changesOf(t, group)).toBe(3);
  });

  it('keeps each member’s keys apart', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [anna, ben] = group.members as [SignedInUser, SignedInUser];
    expect((await answer(group, anna, 'present', 'shared-key-1')).statusCode).toBe(200);
    const bens = await answer(group, ben, 'away', 'shared-key-1');
    expect(bens.statusCode).toBe(200);
    expect(bens.json().record).toMatchObject({ userId: ben.user.id, attendance: false });
    expect((await myRow(t, group, ben))?.attendance).toBe(false);
  });

  it('refuses the same key for another answer, changing nothing', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    expect((await answer(group, me, 'present', 'reused-key-1')).statusCode).toBe(200);
    const before = await groupTablesSnapshot(t.db);
    const reused = await answer(group, me, 'away', 'reused-key-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      error: {
        code: 'aborted',
        message: 'This Idempotency-Key was already used for a different answer.',
      },
    });
    const otherDay = await answer(group, me, 'present', 'reused-key-1', later('2026-12-18'));
    expect(otherDay.statusCode).toBe(409);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('refuses a malformed key before anything is written', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    for (const key of ['short', 'x'.repeat(101), 'has space in it', 'ümlaut-key']) {
      const res = await answer(group, me, 'present', key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
    }
    expect(await myRow(t, group, me)).toBeUndefined();
  });

  it('tells a refusal on arrival in words, keeps no receipt, and checks a repeat again', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [anna, ben] = group.members as [SignedInUser, SignedInUser];
    // Thursday's answers closed three hours before the training (in the past by now).
    const schedule = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: {
        trainingDays: [{ weekday: 4, time: '18:30', place: 'Hall 2', deadlineHours: 3 }],
        cancelledDates: [],
      },
      as: group.owner,
    });
    expect(schedule.statusCode).toBe(200);
    const late = await answer(group, anna, 'present', 'late-answer-1', PAST_THURSDAY);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toMatch(/^Answers for Thursday closed at 15:30/);
    expect((await answer(group, anna, 'present', 'late-answer-1', PAST_THURSDAY)).statusCode).toBe(
      403,
    );
    expect(await myRow(t, group, anna, PAST_THURSDAY)).toBeUndefined();

    // Removed from the group while the answer waited on the phone.
    const removed = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: ben.user.id }),
      as: group.owner,
    });
    expect(removed.statusCode).toBe(204);
    const refused = await answer(group, ben, 'present', 'removed-answer-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('removed-from-group');
    const receipts = await t.db
      .select()
      .from(answerReceipts)
      .where(eq(answerReceipts.userId, ben.user.id));
    expect(receipts).toEqual([]);
  });

  it('answers again after the kept week: an old receipt is replaced, others are deleted', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    expect((await answer(group, me, 'present', 'old-key-001')).statusCode).toBe(200);
    expect((await answer(group, me, 'present', 'old-key-002')).statusCode).toBe(200);
    await t.db.execute(sql`update ${answerReceipts}
      set created_at = now() - interval '1 day' * ${IDEMPOTENCY_KEY_DAYS + 1}
      where user_id = ${me.user.id}`);
    expect((await answer(group, me, 'away', 'old-key-001')).statusCode).toBe(200);
    expect((await myRow(t, group, me))?.attendance).toBe(false);
    const kept = await t.db
      .select({ key: answerReceipts.key })
      .from(answerReceipts)
      .where(eq(answerReceipts.userId, me.user.id));
    expect(kept).toEqual([{ key: 'old-key-001' }]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const put = doc.paths['/api/groups/{groupId}/attendance'].put;
    expect(put.summary).toContain('Idempotency-Key');
    expect(put.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
  });

  it('still answers without a key, as before', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    expect((await answer(group, me, 'present', undefined)).statusCode).toBe(200);
    expect((await answer(group, me, 'present', undefined)).statusCode).toBe(200);
    const receipts = await t.db
      .select()
      .from(answerReceipts)
      .where(eq(answerReceipts.userId, me.user.id));
    expect(receipts).toEqual([]);
  });
});

// The same answer retried through two instances on one database at the same moment: one writes,
// the other gets the kept answer or "still being saved" (and its later repeat the kept answer).
// On PostgreSQL (TEST_DB=postgres) the requests run on separate connections of the pool.
describe('the same key on two instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ config: t.config, db: t.db, logger: false });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('stores the answer once', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    const url = pathFor(API_PATHS.attendance, { groupId: group.id });
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'PUT',
        url,
        headers: { authorization: `Bearer ${me.token}`, [IDEMPOTENCY_KEY_HEADER]: 'raced-key-1' },
        payload: { day: DAY, state: 'present' },
      });
    const answers = await Promise.all([t.app, other, t.app, other].map(send));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses).toContain(200);
    for (const res of answers) {
      if (res.statusCode === 200) expect(res.json().record.attendance).toBe(true);
      else expect(res.json().error.code).toBe('aborted');
    }
    expect(await changesOf(t, group)).toBe(1);
    const later = await send(other);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(answers.find((res) => res.statusCode === 200)!.json());
    expect(await changesOf(t, group)).toBe(1);
  });
});
