import { addDays, attendanceEndpoints, today, type WeekDay } from '@turnout/domain';
import { json, testConfig } from './fixtures.ts';

// "My week" as the groups screen asks for it (features/attendance/api/get-week.ts): from today in
// the test configuration's zone.

export const weekFrom = () => today(testConfig.timeZone);

/** The stubbed route of the week's request ("GET /api/attendance/week?from=…"). */
export function weekRoute(days: WeekDay[] = []) {
  const from = weekFrom();
  return {
    [`GET ${attendanceEndpoints.week.path}?from=${from}`]: () =>
      json(200, { from, to: addDays(from, 6), days }),
  };
}
