import { movedOn } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type Notification } from '@turnout/domain';
import { attendances, users } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import type { SignedInUser } from '../../../test/factories.ts';
import { buildGroup, groupRequest, type TestGroup } from '../../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2026-12-01');

// A repeating answer over days that already hold another answer or a note, and the note rule
// (docs/decisions/032-notes-belong-to-answers.md): such days are kept unless the member chose to
// replace them; the inbox tells one card per answer, naming the days it left as they were.

describe('repeating answers over earlier answers', () => {
  const t = useTestApp({ env: { APP_LOCALE: 'en-GB' } });
  const series = groupRequest(t, 'PUT', API_PATHS.attendanceSeries);
  const answer = groupRequest(t, 'PUT', API_PATHS.attendance);
  const daysOf = async (group: TestGroup, user: SignedInUser) =>
    (await t.db.select().from(attendances).where(eq(attendances.groupId, group.id)))
      .filter((row) => row.userId === user.user.id)
      .map((row) => [row.day, row.attendance, row.note])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const inbox = async (as: SignedInUser): Promise<Notification['context'][]> =>
    (await t.request({ method: 'GET', url: API_PATHS.notifications, as }))
      .json()
      .items.map((item: Notification) => item.context);

  async function withEarlierAnswers() {
    const group = await buildGroup(t.db, { name: 'Gym', members: 1 });
    const ines = group.members[0]!;
    await t.db.update(users).set({ displayName: 'Ines' }).where(eq(users.id, ines.user.id));
    for (const body of [
      { day: later('2026-12-02'), state: 'away', note: 'dentist' },
      { day: later('2026-12-03'), state: 'present', note: 'late' },
      { day: later('2026-12-05'), state: 'present' },
    ]) {
      expect((await answer(group, ines, body)).statusCode).toBe(200);
    }
    return { group, ines };
  }

  it('keeps days with another answer or a note by default, and says which', async () => {
    const { group, ines } = await withEarlierAnswers();
    const res = await series(group, ines, {
      from: later('2026-12-01'),
      to: later('2026-12-07'),
      state: 'present',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      days: [
        later('2026-12-01'),
        later('2026-12-04'),
        later('2026-12-05'),
        later('2026-12-06'),
        later('2026-12-07'),
      ],
      kept: [later('2026-12-02'), later('2026-12-03')],
    });
    expect(await daysOf(group, ines)).toEqual([
      [later('2026-12-01'), true, null],
      [later('2026-12-02'), false, 'dentist'],
      [later('2026-12-03'), true, 'late'],
      [later('2026-12-04'), true, null],
      [later('2026-12-05'), true, null],
      [later('2026-12-06'), true, null],
      [later('2026-12-07'), true, null],
    ]);
  });

  it('replaces them when asked: the answer and its note, or none', async () => {
    const { group, ines } = await withEarlierAnswers();
    const res = await series(group, ines, {
      from: later('2026-12-01'),
      to: later('2026-12-04'),
      state: 'present',
      existing: 'replace',
    });
    expect(res.json()).toEqual({
      days: [later('2026-12-01'), later('2026-12-02'), later('2026-12-03'), later('2026-12-04')],
      kept: [],
    });
    // The away day's note went with its answer; the present day's note was replaced by none.
    expect((await daysOf(group, ines)).slice(0, 4)).toEqual([
      [later('2026-12-01'), true, null],
      [later('2026-12-02'), true, null],
      [later('2026-12-03'), true, null],
      [later('2026-12-04'), true, null],
    ]);
    const withNote = await series(group, ines, {
      from: later('2026-12-03'),
      to: later('2026-12-03'),
      state: 'away',
      note: 'ill',
      existing: 'replace',
    });
    expect(withNote.json()).toEqual({ days: [later('2026-12-03')], kept: [] });
    expect((await daysOf(group, ines))[2]).toEqual([later('2026-12-03'), false, 'ill']);
  });

  it('does not count a day with the same answer and note as in the way', async () => {
    const { group, ines } = await withEarlierAnswers();
    const res = await series(group, ines, {
      from: later('2026-12-03'),
      to: later('2026-12-05'),
      state: 'present',
      note: 'late',
    });
    expect(res.json()).toEqual({
      days: [later('2026-12-03'), later('2026-12-04'), later('2026-12-05')],
      kept: [],
    });
    expect(await daysOf(group, ines)).toEqual([
      [later('2026-12-02'), false, 'dentist'],
      [later('2026-12-03'), true, 'late'],
      [later('2026-12-04'), true, 'late'],
      [later('2026-12-05'), true, 'late'],
    ]);
    const refused = await series(group, ines, {
      from: later('2026-12-03'),
      to: later('2026-12-05'),
      state: 'present',
      existing: 'overwrite',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('tells one card per answer: the series card takes the one-day cards of its days', async () => {
    const { group, ines } = await withEarlierAnswers();
    expect((await inbox(group.owner)).map((entry) => entry.timestamp)).toHaveLength(3);
    await series(group, ines, {
      from: later('2026-12-01'),
      to: later('2026-12-07'),
      state: 'present',
    });
    const entries = await inbox(group.owner);
    // The kept days keep their own cards; 5 Dec's present card is now told by the series card.
    expect(
      entries.map((entry) => [entry.kind ?? 'attendance', entry.attendance, entry.series]),
    ).toEqual([
      [
        'series',
        true,
        {
          from: later('2026-12-01'),
          to: later('2026-12-07'),
          dayCount: 5,
          trainingDays: false,
          except: [later('2026-12-02'), later('2026-12-03')],
        },
      ],
      ['attendance', true, undefined],
      ['attendance', false, undefined],
    ]);
  });

  it('stands the series card on its first day that took the answer, not on a kept one', async () => {
    const { group, ines } = await withEarlierAnswers();
    await series(group, ines, {
      from: later('2026-12-02'),
      to: later('2026-12-04'),
      state: 'present',
    });
    const entries = await inbox(group.owner);
    const away = entries.find((entry) => entry.attendance === false);
    // 2 Dec's away card is still there, and true.
    expect(away).toMatchObject({ note: 'dentist' });
    expect(entries.find((entry) => entry.kind === 'series')?.series).toEqual({
      from: later('2026-12-04'),
      to: later('2026-12-04'),
      dayCount: 1,
      trainingDays: false,
    });
  });
});
