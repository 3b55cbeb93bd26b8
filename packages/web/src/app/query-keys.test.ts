import { describe, expect, it } from 'vitest';
import { attendanceKeys } from '../features/attendance/api/get-attendance.ts';
import { queryKeys } from '../lib/query-keys.ts';

// Live updates (features/notifications) refresh a calendar through the shared key; the
// attendance feature builds its own. They must name the same cache entries.
describe('shared query keys', () => {
  it('name the calendar as the attendance feature does', () => {
    expect(queryKeys.groupAttendance('g1')).toEqual(attendanceKeys.all('g1'));
  });
});
