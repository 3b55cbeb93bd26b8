import type { AttendanceRecord } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { indexRecords } from './day-index.ts';

const record = (userId: string, day: string, attendance: boolean): AttendanceRecord => ({
  userId,
  userDisplayName: userId,
  day: day as AttendanceRecord['day'],
  attendance,
});

describe('indexRecords', () => {
  it('tallies each day of current members, apart from my own mark', () => {
    const index = indexRecords(
      [
        record('me', '2026-12-07', true),
        record('ann', '2026-12-07', true),
        record('ben', '2026-12-07', false),
        record('gone', '2026-12-07', true),
        record('ben', '2026-12-08', false),
      ],
      'me',
      new Set(['me', 'ann', 'ben']),
    );
    expect(index.tallies.get('2026-12-07' as never)).toEqual({ present: 2, away: 1 });
    expect(index.tallies.get('2026-12-08' as never)).toEqual({ present: 0, away: 1 });
    expect(index.tallies.get('2026-12-09' as never)).toBeUndefined();
    expect(index.myMarks.get('2026-12-07' as never)).toBe('present');
    expect(index.myMarks.has('2026-12-08' as never)).toBe(false);
  });
});
