import { describe, expect, it } from 'vitest';
import { attendanceListResponseSchema, toDay, unpackAttendanceList } from '@turnout/domain';
import { attendanceListJson } from './presenters.ts';
import { unpackRows } from './parts/read-cache.ts';

describe('attendanceListJson', () => {
  const members = [
    { userId: 'u1', userDisplayName: 'Anna "the boss" </script>\n\\' },
    { userId: 'u2', userDisplayName: 'Zoë 🏋️ \u2028 \ud800' },
  ];
  // Offsets from 2026-03-28 in no particular order, notes as the database writes JSON.
  const rows = [
    { userId: 'u1', days: '2-,1+', notes: '{ "1" : "late \\"ish\\"\\n<b>&</b>", "2" : "" }' },
    { userId: 'u2', days: '0-,1-', notes: null },
  ];
  const interval = { from: toDay('2026-03-28'), to: toDay('2026-04-01') };

  it('writes the packed list the response schema describes', () => {
    const [anna, zoe] = members.map((m) => m.userDisplayName);
    const json = attendanceListJson(unpackRows(rows, interval), members, interval);
    const list = attendanceListResponseSchema.parse(JSON.parse(json));
    expect(list).toEqual({
      ...interval,
      members: [
        {
          userId: 'u1',
          userDisplayName: anna,
          days: '.+-..',
          notes: { 1: 'late "ish"\n<b>&</b>', 2: '' },
        },
        { userId: 'u2', userDisplayName: zoe, days: '--...', notes: {} },
      ],
    });
    expect(unpackAttendanceList(list).map((r) => `${r.userId} ${r.day} ${r.attendance}`)).toEqual([
      'u2 2026-03-28 false',
      'u1 2026-03-29 true',
      'u2 2026-03-29 false',
      'u1 2026-03-30 false',
    ]);
  });

  it('writes an empty list', () => {
    expect(JSON.parse(attendanceListJson([], members, interval))).toEqual({
      ...interval,
      members: [],
    });
  });

  it('leaves out the days of people who are no longer members', () => {
    const gone = unpackRows([{ userId: 'gone', days: '1+', notes: null }], interval);
    expect(JSON.parse(attendanceListJson(gone, members, interval)).members).toEqual([]);
  });
});
