import type { AttendanceRecord, Day } from '@turnout/domain';

/** My own state on a day, as the calendar marks it; undecided days have no mark. */
export type MyMark = 'present' | 'away';

/** How many members said they will come, and how many will not, on one day. */
export interface DayTally {
  present: number;
  away: number;
}

export interface DayIndex {
  recordsByDay: ReadonlyMap<Day, AttendanceRecord[]>;
  myMarks: ReadonlyMap<Day, MyMark>;
  tallies: ReadonlyMap<Day, DayTally>;
  /** The days whose answer of mine waits on the device to be sent (api/answer-queue.ts). */
  unsent: ReadonlySet<Day>;
}

const NO_DAYS: ReadonlySet<Day> = new Set();

const NO_RECORDS: AttendanceRecord[] = [];

/**
 * The interval's records by day, built once per data change: each cell then reads one map entry
 * and the selected day's sheet one list, instead of filtering all records on every selection.
 * The tallies count current members only, as the day sheet's counts do.
 */
export function indexRecords(
  records: readonly AttendanceRecord[],
  myId: string,
  memberIds: ReadonlySet<string>,
  unsent: ReadonlySet<Day> = NO_DAYS,
): DayIndex {
  const recordsByDay = new Map<Day, AttendanceRecord[]>();
  const myMarks = new Map<Day, MyMark>();
  const tallies = new Map<Day, DayTally>();
  for (const record of records) {
    const list = recordsByDay.get(record.day);
    if (list) list.push(record);
    else recordsByDay.set(record.day, [record]);
    if (record.userId === myId) myMarks.set(record.day, record.attendance ? 'present' : 'away');
    if (!memberIds.has(record.userId)) continue;
    let tally = tallies.get(record.day);
    if (!tally) tallies.set(record.day, (tally = { present: 0, away: 0 }));
    tally[record.attendance ? 'present' : 'away']++;
  }
  return { recordsByDay, myMarks, tallies, unsent };
}

export function recordsOn(index: DayIndex, day: Day): AttendanceRecord[] {
  return index.recordsByDay.get(day) ?? NO_RECORDS;
}
