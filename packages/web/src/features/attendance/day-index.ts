import type { AttendanceRecord, Day } from '@turnout/domain';

/** My own state on a day, as the calendar marks it; undecided days have no mark. */
export type MyMark = 'present' | 'away';

export interface DayIndex {
  recordsByDay: ReadonlyMap<Day, AttendanceRecord[]>;
  myMarks: ReadonlyMap<Day, MyMark>;
}

const NO_RECORDS: AttendanceRecord[] = [];

/**
 * The interval's records by day, built once per data change: each cell then reads one map entry
 * and the selected day's sheet one list, instead of filtering all records on every selection.
 */
export function indexRecords(records: readonly AttendanceRecord[], myId: string): DayIndex {
  const recordsByDay = new Map<Day, AttendanceRecord[]>();
  const myMarks = new Map<Day, MyMark>();
  for (const record of records) {
    const list = recordsByDay.get(record.day);
    if (list) list.push(record);
    else recordsByDay.set(record.day, [record]);
    if (record.userId === myId) myMarks.set(record.day, record.attendance ? 'present' : 'away');
  }
  return { recordsByDay, myMarks };
}

export function recordsOn(index: DayIndex, day: Day): AttendanceRecord[] {
  return index.recordsByDay.get(day) ?? NO_RECORDS;
}
