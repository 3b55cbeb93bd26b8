import { useQuery } from '@tanstack/react-query';
import {
  addDays,
  compareDays,
  MAX_ATTENDANCE_INTERVAL_DAYS,
  type AttendanceRecord,
  type Day,
} from '@turnout/domain';
import { getAttendance } from '../../attendance/api/get-attendance.ts';

// My own records over a repeating answer's days, so its dialog can say which days already hold
// another answer or a note (docs/decisions/032-notes-belong-to-answers.md). A year is longer than
// one read may be, so it is read in parts, at once.

/** The parts of an interval, each at most as long as one read may be. */
export function readParts(from: Day, to: Day): { from: Day; to: Day }[] {
  const parts: { from: Day; to: Day }[] = [];
  for (let start = from; compareDays(start, to) <= 0;) {
    const end = addDays(start, MAX_ATTENDANCE_INTERVAL_DAYS - 1);
    parts.push({ from: start, to: compareDays(end, to) < 0 ? end : to });
    start = addDays(end, 1);
  }
  return parts;
}

/** My records from `from` to `to` by day; undefined while loading or when no range is set. */
export function useMyDays(groupId: string, meId: string, range: { from: Day; to: Day } | null) {
  return useQuery({
    // Not under the calendar's keys: saving would refetch it just before the dialog closes.
    // Read afresh each time the dialog opens instead.
    queryKey: ['series-my-days', groupId, meId, range?.from, range?.to],
    enabled: range !== null,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const parts = await Promise.all(
        readParts(range!.from, range!.to).map((part) => getAttendance(groupId, part, signal)),
      );
      const mine = new Map<Day, AttendanceRecord>();
      for (const record of parts.flat()) if (record.userId === meId) mine.set(record.day, record);
      return mine;
    },
  });
}
