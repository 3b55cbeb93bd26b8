import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  answerWindow,
  API_PATHS,
  VALIDATION_MESSAGES,
  VALIDATION_MESSAGES_DE,
  type Day,
} from '@turnout/domain';
import { users } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import {
  buildGroup,
  groupRequest,
  groupTablesSnapshot,
  type TestGroup,
} from '../../test/group-factories.ts';

// The answer window (docs/decisions/029-answer-window.md) and the days a repeating answer
// counts against the write limit, as a client sees them: the answer, the calendar's records.

const windowNow = () => answerWindow();

describe('the answer window', () => {
  const t = useTestApp({
    env: { WRITE_LIMIT_ATTENDANCE: '5', WRITE_LIMIT_DAYS: '100' },
  });
  const putDay = groupRequest(t, 'PUT', API_PATHS.attendance);
  const putSeries = groupRequest(t, 'PUT', API_PATHS.attendanceSeries);
  const refusedInEnglish = {
    error: { code: 'invalid-argument', message: VALIDATION_MESSAGES.dayOutsideAnswerWindow },
  };

  async function member(): Promise<{ group: TestGroup; me: SignedInUser }> {
    const group = await buildGroup(t.db, { members: 1 });
    return { group, me: group.members[0]! };
  }

  it('takes a day from a year back to two years ahead, and its first and last day', async () => {
    const { group, me } = await member();
    const { from, to } = windowNow();
    for (const day of [to, addDays(from, 400)]) {
      expect((await putDay(group, me, { day, state: 'present' })).statusCode, day).toBe(200);
    }
    // The days behind are over: closed to the member, open to the owner
    // (docs/decisions/049-roll-call-and-closed-days.md).
    expect((await putDay(group, me, { day: from, state: 'present' })).statusCode).toBe(403);
    expect((await putDay(group, group.owner, { day: from, state: 'present' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a day outside it in words, in the account’s language, and stores nothing', async () => {
    const { group, me } = await member();
    const german = await buildGroup(t.db, { members: 1 });
    const ines = german.members[0]!;
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, ines.user.id));
    const { from, to } = windowNow();
    const before = await groupTablesSnapshot(t.db);
    for (const day of [addDays(from, -1), addDays(to, 1), '0001-01-01', '9999-12-31']) {
      const res = await putDay(group, me, { day, state: 'present', note: 'x' });
      expect(res.statusCode, day).toBe(400);
      expect(res.json(), day).toEqual(refusedInEnglish);
    }
    const inGerman = await putDay(german, ines, { day: '9999-01-01', state: 'away' });
    expect(inGerman.json().error.message).toBe(VALIDATION_MESSAGES_DE.dayOutsideAnswerWindow);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('refuses a repeating answer reaching outside it, and the refusals cost no writes', async () => {
    const { group, me } = await member();
    const { from, to } = windowNow();
    const before = await groupTablesSnapshot(t.db);
    const far: { from: Day | string; to: Day | string }[] = [
      { from: '9998-06-01', to: '9999-05-31' },
      { from: addDays(to, -10), to: addDays(to, 1) },
      { from: addDays(from, -1), to: addDays(from, 10) },
    ];
    // More refusals than the limit of 5 requests: none of them counts.
    for (const span of [...far, ...far]) {
      const res = await putSeries(group, me, { ...span, state: 'present', note: 'n' });
      expect(res.statusCode, JSON.stringify(span)).toBe(400);
      expect(res.json()).toEqual(refusedInEnglish);
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
    const inside = await putSeries(group, me, { from: addDays(to, -9), to, state: 'away' });
    expect(inside.json().days).toHaveLength(10);
  });
});

describe('a repeating answer’s days against the write limit', () => {
  const t = useTestApp({
    env: { WRITE_LIMIT_ATTENDANCE: '300', WRITE_LIMIT_DAYS: '100' },
  });
  const putDay = groupRequest(t, 'PUT', API_PATHS.attendance);
  const putSeries = groupRequest(t, 'PUT', API_PATHS.attendanceSeries);

  it('counts every day, refuses what does not fit in words, and writes nothing of it', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    const start = addDays(windowNow().from, 30);
    const days = (from: Day, count: number) => ({ from, to: addDays(from, count - 1) });

    // 60 days, then 60 more would be 120 > 100: refused, and nothing of it stored.
    expect((await putSeries(group, me, { ...days(start, 60), state: 'present' })).statusCode).toBe(
      200,
    );
    const before = await groupTablesSnapshot(t.db);
    const refused = await putSeries(group, me, {
      ...days(addDays(start, 60), 60),
      state: 'present',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'resource-exhausted',
      message:
        'You have changed your days very often in a short time. Please wait 15 minutes and try again.',
    });
    expect(await groupTablesSnapshot(t.db)).toEqual(before);

    // The refused days were not spent: 40 more fit, one day later does not.
    expect(
      (await putSeries(group, me, { ...days(addDays(start, 60), 40), state: 'away' })).statusCode,
    ).toBe(200);
    const single = await putDay(group, me, { day: addDays(start, 200), state: 'present' });
    expect(single.statusCode).toBe(429);

    // Per user: another member of the group answers on.
    const other = await buildGroup(t.db, { members: 1 });
    expect(
      (await putSeries(other, other.members[0]!, { ...days(start, 100), state: 'present' }))
        .statusCode,
    ).toBe(200);
  });
});
