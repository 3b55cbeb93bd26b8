import type { RecordPersonStatus, RollCall, RollCallEntry } from '@turnout/domain';
import type { RollCallRow } from './data.ts';

// Rows of the record to the domain's shapes (domain record.ts).

export function personStatus(row: { member: boolean; userId: string | null }): RecordPersonStatus {
  if (row.member) return 'member';
  return row.userId === null ? 'deleted' : 'former';
}

/**
 * One person's roll-call entry: the record when the day has one (no row then means not there),
 * else the answers' suggestion: present with a place, the waitlist's promoted included.
 */
export function presentEntry(row: RollCallRow, recorded: boolean): RollCallEntry {
  const answer = row.attendance === null ? 'undecided' : row.attendance ? 'present' : 'away';
  const suggested = answer === 'present' && row.waiting === null;
  return {
    personId: row.personId,
    status: personStatus(row),
    userId: row.userId,
    displayName: row.displayName,
    deletedNumber: row.deletedNumber,
    answer,
    ...(row.waiting === null ? {} : { waiting: row.waiting }),
    came: recorded ? row.came === true : suggested,
  };
}

/** Members first, then former members, then the deleted, each by name (or number). */
function order(a: RollCallEntry, b: RollCallEntry): number {
  const rank = { member: 0, former: 1, deleted: 2 } as const;
  return (
    rank[a.status] - rank[b.status] ||
    (a.deletedNumber ?? 0) - (b.deletedNumber ?? 0) ||
    (a.displayName ?? '').localeCompare(b.displayName ?? '') ||
    a.personId.localeCompare(b.personId)
  );
}

export function presentRollCall(
  day: RollCall['day'],
  rows: readonly RollCallRow[],
  options: { open: boolean; recordedByDisplayName: string | null },
): RollCall {
  const recordedRows = rows.filter((row) => row.came !== null);
  const last = recordedRows.reduce<RollCallRow | undefined>(
    (latest, row) =>
      !latest || (row.recordedAt?.getTime() ?? 0) > (latest.recordedAt?.getTime() ?? 0)
        ? row
        : latest,
    undefined,
  );
  const recorded = last !== undefined;
  return {
    day,
    recorded,
    recordedAt: last?.recordedAt?.toISOString() ?? null,
    recordedByDisplayName: recorded ? options.recordedByDisplayName : null,
    open: options.open,
    entries: rows.map((row) => presentEntry(row, recorded)).sort(order),
  };
}

/** The row of the last save, whose coach is named. */
export function lastRecorder(rows: readonly RollCallRow[]): string | null {
  let latest: RollCallRow | undefined;
  for (const row of rows) {
    if (row.came === null) continue;
    if (!latest || (row.recordedAt?.getTime() ?? 0) > (latest.recordedAt?.getTime() ?? 0)) {
      latest = row;
    }
  }
  return latest?.recordedBy ?? null;
}
