import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from './attendance.ts';
import {
  attendanceListResponseSchema,
  packAttendanceList,
  unpackAttendanceList,
} from './attendance-list.ts';
import { toDay } from './days.ts';

describe('packed attendance list', () => {
  // Across the end of March, when Europe/Berlin changes to summer time: offsets count days.
  const interval = { from: toDay('2026-03-28'), to: toDay('2026-04-02') };
  const anna = { userId: 'u1', userDisplayName: 'Anna' };
  const ben = { userId: 'u2', userDisplayName: 'Ben' };
  const records: AttendanceRecord[] = [
    { ...ben, day: toDay('2026-03-28'), attendance: false },
    { ...ben, day: toDay('2026-03-29'), attendance: true },
    { ...anna, day: toDay('2026-03-29'), attendance: true, note: 'late "ish"' },
    { ...anna, day: toDay('2026-04-02'), attendance: false, note: '' },
  ];

  it('packs one mark per day and notes by day offset', () => {
    expect(packAttendanceList(records, interval)).toEqual({
      ...interval,
      members: [
        { ...ben, days: '-+....', notes: {} },
        { ...anna, days: '.+...-', notes: { 1: 'late "ish"', 5: '' } },
      ],
    });
  });

  it('unpacks to the same records, by day and then in member order', () => {
    const packed = attendanceListResponseSchema.parse(packAttendanceList(records, interval));
    expect(unpackAttendanceList(packed)).toEqual(records);
  });

  it('refuses marks that do not cover the interval, and unknown marks', () => {
    const short = { ...interval, members: [{ ...anna, days: '+-', notes: {} }] };
    expect(attendanceListResponseSchema.safeParse(short).success).toBe(false);
    const odd = { ...interval, members: [{ ...anna, days: '+-x...', notes: {} }] };
    expect(attendanceListResponseSchema.safeParse(odd).success).toBe(false);
  });

  it('leaves out records outside the interval when packing', () => {
    const outside = { ...anna, day: toDay('2026-04-03'), attendance: true };
    expect(packAttendanceList([outside], interval).members).toEqual([]);
  });
});
