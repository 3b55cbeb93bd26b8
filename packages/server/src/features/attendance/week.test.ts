import { movedOn } from '@turnout/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  attendanceEndpoints,
  pathFor,
  weekResponseSchema,
  type AttendanceState,
  type ScheduleInput,
} from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2026-12-14');

// "My week" (docs/product.md#my-week): the seven days across the caller's own groups, with their
// answer and the counts, in order; nothing of a group they are not in.

const MONDAY = later('2026-12-14');
const week = (from: string = MONDAY) => `${attendanceEndpoints.week.path}?from=${from}`;

describe('my week', () => {
  const t = useTestApp();
  const schedule = (group: TestGroup, body: ScheduleInput) =>
    t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body,
      as: group.owner,
    });
  const answer = (group: TestGroup, as: SignedInUser, day: string, state: AttendanceState) =>
    t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day, state, ...(state === 'present' ? { note: 'bringing balls' } : {}) },
      as,
    });

  it('lists my groups’ training days and answered days with my answer and the counts, in order', async () => {
    const me = await t.signIn({ displayName: 'Me' });
    const rowing = await buildGroup(t.db, { name: 'Rowing', members: [me] });
    const athletics = await buildGroup(t.db, {
      name: 'Athletics',
      members: [await t.signIn(), me],
    });
    await buildGroup(t.db, { members: [me] }); // no trainings, no answers
    // A group I am not in trains and answers all week.
    const other = await buildGroup(t.db, { name: 'Other', members: 1 });

    expect(
      (
        await schedule(rowing, {
          trainingDays: [{ weekday: 4, time: '18:30', place: 'Boathouse, Quay 3', end: '20:00' }],
          cancelledDates: [],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await schedule(athletics, {
          trainingDays: [
            { weekday: 1, time: '19:00', place: 'Stadium' },
            { weekday: 4, time: '17:00', place: null, limit: 1 },
          ],
          cancelledDates: [later('2026-12-14')],
        })
      ).statusCode,
    ).toBe(200);
    await schedule(other, {
      trainingDays: [2, 3, 4].map((weekday) => ({ weekday, time: '10:00', place: 'Secret' })),
      cancelledDates: [],
    });
    await answer(other, other.members[0]!, later('2026-12-16'), 'present');

    // Rowing Thursday: me present, the owner away. Athletics Thursday (limit 1): one in, me waiting.
    await answer(rowing, me, later('2026-12-17'), 'present');
    await answer(rowing, rowing.owner, later('2026-12-17'), 'away');
    await answer(athletics, athletics.members[0]!, later('2026-12-17'), 'present');
    await answer(athletics, me, later('2026-12-17'), 'present');
    // A Saturday I answered in rowing (no training), the cancelled Monday in athletics, and a
    // day after the week.
    await answer(rowing, me, later('2026-12-19'), 'away');
    await answer(athletics, me, later('2026-12-14'), 'away');
    await answer(rowing, me, later('2026-12-21'), 'present');

    const res = await t.request({ method: 'GET', url: week(), as: me });
    expect(res.statusCode).toBe(200);
    const body = weekResponseSchema.parse(res.json());
    expect(body.from).toBe(MONDAY);
    expect(body.to).toBe(later('2026-12-20'));
    const summary = body.days.map((d) => [d.day, d.groupName]);
    expect(summary).toEqual([
      [later('2026-12-14'), 'Athletics'],
      [later('2026-12-17'), 'Athletics'],
      [later('2026-12-17'), 'Rowing'],
      [later('2026-12-19'), 'Rowing'],
    ]);
    const [cancelled, limited, rowingThursday, saturday] = body.days;
    expect(cancelled).toMatchObject({
      training: null,
      cancelled: true,
      mine: { attendance: false },
    });
    expect(limited).toMatchObject({
      training: { time: '17:00', end: null, place: null },
      mine: { attendance: true, note: 'bringing balls', waiting: true },
      counts: { present: 1, waiting: 1, away: 0, undecided: 1 },
      closed: false,
    });
    expect(rowingThursday).toEqual({
      groupId: rowing.id,
      groupName: 'Rowing',
      day: later('2026-12-17'),
      training: { time: '18:30', end: '20:00', place: 'Boathouse, Quay 3' },
      cancelled: false,
      mine: { attendance: true, note: 'bringing balls' },
      counts: { present: 1, waiting: 0, away: 1, undecided: 0 },
      closed: false,
    });
    expect(saturday).toMatchObject({ training: null, mine: { attendance: false } });
    expect(JSON.stringify(body)).not.toContain('Secret');
    expect(JSON.stringify(body)).not.toContain(other.id);
  });

  it('lists the training days I have not answered, with everyone undecided', async () => {
    const group = await buildGroup(t.db, { members: 3 });
    await schedule(group, {
      trainingDays: [{ weekday: 2, time: null, place: null }],
      cancelledDates: [],
    });
    const res = await t.request({ method: 'GET', url: week(), as: group.members[1]! });
    expect(res.json().days).toEqual([
      expect.objectContaining({
        day: later('2026-12-15'),
        mine: null,
        counts: { present: 0, waiting: 0, away: 0, undecided: 4 },
      }),
    ]);
  });

  it('is empty for someone in no group, and refuses a bad or far day or no session', async () => {
    const loner = await t.signIn();
    expect((await t.request({ method: 'GET', url: week(), as: loner })).json()).toEqual({
      from: MONDAY,
      to: later('2026-12-20'),
      days: [],
    });
    const bad = await t.request({ method: 'GET', url: week('2026-13-01'), as: loner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid-argument');
    // A week far outside the answer window is refused in words, not a server error.
    const far = await t.request({ method: 'GET', url: week('9999-12-31'), as: loner });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.code).toBe('invalid-argument');
    expect((await t.request({ method: 'GET', url: week() })).statusCode).toBe(401);
  });
});
