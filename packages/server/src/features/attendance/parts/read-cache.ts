import { DAY_MARKS, intervalLength, type DayInterval } from '@turnout/domain';
import type { PackedAttendance } from '../data.ts';
import { attendanceListJson, type MemberDays } from '../presenters.ts';

// The calendar's five-month read, cached per app instance. Reading it from the database costs
// milliseconds of aggregation over thousands of rows; every member of a group reads the same
// interval, and they all read it again after each change they are told about. Entries are keyed
// by group and interval and stamped with the group's revision (data.ts, readCalendarMembers):
// a request whose revision differs reads afresh, whichever instance made the change, so no
// instance needs to be told to forget anything. Names are not cached: they come with the
// revision on every request, so a renamed or departed member shows at once.

interface Entry {
  revision: number;
  storedAt: number;
  days: Promise<readonly MemberDays[]>;
  /** The last answer written from these days, and the member list it was written for. */
  answer?: { members: string; body: Buffer };
}

type Member = { userId: string; userDisplayName: string };

const MAX_ENTRIES = 500;
/** A bound on how long an entry may be served, whatever its revision says. */
const MAX_AGE_MS = 10 * 60 * 1000;

export class AttendanceReadCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * The JSON answer (attendanceListJson) for the group's members at `revision`. The days are
   * loaded once per revision (also for concurrent callers); the answer is written once per
   * revision and member list, and kept as bytes, ready to send.
   */
  async answer(
    groupId: string,
    interval: DayInterval,
    current: { revision: number; members: readonly Member[] },
    load: () => Promise<PackedAttendance[]>,
  ): Promise<Buffer> {
    const entry = this.entry(groupId, interval, current.revision, load);
    const days = await entry.days;
    const members = current.members.map((m) => `${m.userId} ${m.userDisplayName}`).join('\n');
    if (entry.answer?.members !== members) {
      const json = attendanceListJson(days, current.members, interval);
      entry.answer = { members, body: Buffer.from(json) };
    }
    return entry.answer.body;
  }

  private entry(
    groupId: string,
    interval: DayInterval,
    revision: number,
    load: () => Promise<PackedAttendance[]>,
  ): Entry {
    const key = `${groupId}/${interval.from}/${interval.to}`;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.revision === revision && now - cached.storedAt < MAX_AGE_MS) {
      // Most recently used last, so the oldest-used entry is the first to go.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const entry: Entry = {
      revision,
      storedAt: now,
      days: load().then((rows) => unpackRows(rows, interval)),
    };
    // A newer revision replaces an older one; a failed load is not kept.
    if (!cached || cached.revision <= revision) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.days.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }
}

/** The database's offsets (`0+,3-`) as one mark per day of the interval. */
export function unpackRows(rows: readonly PackedAttendance[], interval: DayInterval): MemberDays[] {
  const length = intervalLength(interval);
  return rows.map(({ userId, days, notes }) => {
    const marks = new Array<string>(length).fill(DAY_MARKS.none);
    for (const entry of days.split(',')) {
      marks[Number(entry.slice(0, -1))] = entry.endsWith('+') ? DAY_MARKS.present : DAY_MARKS.away;
    }
    return { userId, days: marks.join(''), notesJson: notes ?? '{}' };
  });
}
