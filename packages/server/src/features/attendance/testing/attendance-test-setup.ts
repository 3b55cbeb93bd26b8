import { eq } from 'drizzle-orm';
import { API_PATHS, pathFor } from '@turnout/domain';
import { movedOn } from '@turnout/domain/testing';
import { attendances } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import type { SignedInUser } from '../../../test/factories.ts';
import type { TestGroup } from '../../../test/group-factories.ts';

// The day-attendance tests write in one file and read in another; both reach the group's
// attendance the same way, so the requests are made here once.

/**
 * The day-attendance tests' dates as written, moved on to days still to come (CONTRIBUTING.md
 * "Tests and the calendar"): a member's own past day is closed.
 */
export const later = movedOn('2026-12-31');

/**
 * useTestApp() for a describe block of day-attendance tests, with a group's attendance on it:
 * write a day as a member, read an interval, and the rows stored.
 */
export function useDayAttendance() {
  const t = useTestApp();
  const url = (group: TestGroup) => pathFor(API_PATHS.attendance, { groupId: group.id });
  return {
    t,
    put: (group: TestGroup, as: SignedInUser, body: unknown) =>
      t.request({ method: 'PUT', url: url(group), body, as }),
    read: (
      group: TestGroup,
      as: SignedInUser,
      query = `from=${later('2027-02-28')}&to=${later('2027-03-30')}`,
    ) => t.request({ method: 'GET', url: `${url(group)}?${query}`, as }),
    rowsOf: (group: TestGroup) =>
      t.db.select().from(attendances).where(eq(attendances.groupId, group.id)),
  };
}
