import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  attendanceListResponseSchema,
  MAX_ATTENDANCE_INTERVAL_DAYS,
  pathFor,
  toDay,
  VALIDATION_MESSAGES,
} from '@turnout/domain';
import type { SignedInUser } from '../../test/factories.ts';
import {
  attendanceRecordsOf,
  buildAttendance,
  buildGroup,
  groupTablesSnapshot,
} from '../../test/group-factories.ts';
import { later, useDayAttendance } from './testing/attendance-test-setup.ts';

// Reading a group's days: whose records a member sees, which intervals are refused, and how
// leaving the group ends a member's reads and writes. Writing a day is in
// attendance-writes.test.ts.

describe('day attendance', () => {
  const { t, put, read } = useDayAttendance();

  it('shows members every current member’s records in the interval, with names, by day', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [bea, carl] = group.members as [SignedInUser, SignedInUser];
    const day = (d: string) => toDay(d);
    await buildAttendance(t, { group, user: carl, day: day(later('2027-03-01')), state: 'away' });
    await buildAttendance(t, { group, user: bea, day: day(later('2027-02-28')), note: 'first' });
    await buildAttendance(t, { group, user: group.owner, day: day(later('2027-03-30')) });
    await buildAttendance(t, { group, user: bea, day: day(later('2027-02-27')) });
    await buildAttendance(t, { group, user: bea, day: day(later('2027-03-31')) });
    const other = await buildGroup(t.db, { members: [bea] });
    await buildAttendance(t, { group: other, user: bea, day: day(later('2027-03-14')) });

    const res = await read(group, carl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(attendanceListResponseSchema.safeParse(res.json()).success).toBe(true);
    const records = attendanceRecordsOf(res);
    expect(records).toEqual([
      {
        userId: bea.user.id,
        userDisplayName: bea.user.displayName,
        day: later('2027-02-28'),
        attendance: true,
        note: 'first',
      },
      {
        userId: carl.user.id,
        userDisplayName: carl.user.displayName,
        day: later('2027-03-01'),
        attendance: false,
      },
      {
        userId: group.owner.user.id,
        userDisplayName: group.owner.user.displayName,
        day: later('2027-03-30'),
        attendance: true,
      },
    ]);
    const tricky = 'say "hi" \\ <b>&</b>\n\tüñï 🏋️ \u2028 {"note":1}';
    await put(group, carl, { day: later('2027-03-14'), state: 'present', note: tricky });
    const withNote = await read(
      group,
      carl,
      `from=${later('2027-03-14')}&to=${later('2027-03-14')}`,
    );
    expect(attendanceRecordsOf(withNote)).toEqual([
      {
        userId: carl.user.id,
        userDisplayName: carl.user.displayName,
        day: later('2027-03-14'),
        attendance: true,
        note: tricky,
      },
    ]);
    const oneDay = await read(group, carl, `from=${later('2027-03-01')}&to=${later('2027-03-01')}`);
    expect(attendanceRecordsOf(oneDay).map((r) => r.day)).toEqual([later('2027-03-01')]);
  });

  it.each([
    ['from=2027-03-30&to=2027-02-28', VALIDATION_MESSAGES.intervalReversed],
    ['from=2020-01-01&to=2027-01-01', `at most ${MAX_ATTENDANCE_INTERVAL_DAYS} days`],
    ['from=2026-02-30&to=2027-03-30', 'from: no such date'],
    ['from=2027-02-28', 'to: Invalid input'],
    ['from=2027-02-28&to=2027-03-30&userId=x', 'Unrecognized key: "userId"'],
    ['', 'Invalid querystring'],
  ])('refuses the interval ?%s with 400', async (query, message) => {
    const group = await buildGroup(t.db);
    const res = await read(group, group.owner, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
    expect(res.json().error.message).toContain(message);
  });

  it('reads the longest allowed interval', async () => {
    const group = await buildGroup(t.db);
    const to = toDay(later('2027-07-18')); // day 200
    const res = await read(group, group.owner, `from=${later('2026-12-31')}&to=${to}`);
    expect(res.statusCode).toBe(200);
    const tooLong = await read(group, group.owner, 'from=2026-12-31&to=2027-07-19');
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses writes and reads in a group I left', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: me.user.id }),
      as: me,
    });
    const before = await groupTablesSnapshot(t.db);
    const write = await put(group, me, { day: later('2027-03-28'), state: 'present' });
    expect(write.statusCode).toBe(404);
    expect((await read(group, me)).statusCode).toBe(404);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('drops a member who leaves from the records the others read', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [leaver, stayer] = group.members as [SignedInUser, SignedInUser];
    await put(group, leaver, { day: later('2027-03-09'), state: 'present' });
    await put(group, stayer, { day: later('2027-03-09'), state: 'away' });
    expect(attendanceRecordsOf(await read(group, stayer))).toHaveLength(2);
    await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: leaver.user.id }),
      as: leaver,
    });
    const records = attendanceRecordsOf(await read(group, stayer));
    expect(records.map((r) => r.userId)).toEqual([stayer.user.id]);
  });
});
