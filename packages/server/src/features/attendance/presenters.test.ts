import { describe, expect, it } from 'vitest';
import { attendanceListResponseSchema, toDay } from '@turnout/domain';
import { attendanceListJson } from './presenters.ts';

describe('attendanceListJson', () => {
  const members = [
    { userId: 'u1', userDisplayName: 'Anna "the boss" </script>\n\\' },
    { userId: 'u2', userDisplayName: 'Zoë 🏋️ \u2028 \ud800' },
  ];
  const packed = [
    // Offsets from 2026-03-28, in no particular order.
    { userId: 'u1', days: '2-,1+', notes: JSON.stringify({ 1: 'late "ish"\n<b>&</b>', 2: '' }) },
    { userId: 'u2', days: '0-,1-', notes: null },
  ];
  const interval = { from: toDay('2026-03-28'), to: toDay('2026-04-30') };

  it('writes, by day, exactly what JSON.stringify writes for the response schema', () => {
    const [anna, zoe] = members.map((m) => m.userDisplayName);
    const expected = {
      records: [
        { userId: 'u2', userDisplayName: zoe, day: '2026-03-28', attendance: false },
        {
          userId: 'u1',
          userDisplayName: anna,
          day: '2026-03-29',
          attendance: true,
          note: 'late "ish"\n<b>&</b>',
        },
        { userId: 'u2', userDisplayName: zoe, day: '2026-03-29', attendance: false },
        { userId: 'u1', userDisplayName: anna, day: '2026-03-30', attendance: false, note: '' },
      ],
    };
    const json = attendanceListJson(packed, members, interval);
    expect(json).toBe(JSON.stringify(expected));
    expect(attendanceListResponseSchema.parse(JSON.parse(json))).toEqual(expected);
  });

  it('writes an empty list', () => {
    expect(attendanceListJson([], members, interval)).toBe('{"records":[]}');
  });

  it('leaves out records of people who are no longer members', () => {
    const gone = [{ userId: 'gone', days: '1+', notes: null }];
    expect(JSON.parse(attendanceListJson(gone, members, interval))).toEqual({ records: [] });
  });
});
