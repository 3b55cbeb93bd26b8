import {
  addDays,
  CSV_SEPARATOR,
  intervalLength,
  type DayInterval,
  type ExportContent,
} from '@turnout/domain';
import type { DayRecord, ExportMember } from '../data.ts';

// A group's days as CSV for Excel and LibreOffice (docs/decisions/016-feeds-and-csv-export.md):
// UTF-8 with a byte order mark (so Excel reads the names as UTF-8), `;` between cells, CRLF
// between rows (RFC 4180), a row per member and a column per day. A cell holding the separator,
// a quote or a line break is quoted, quotes doubled.
//
// No part of a member's text may start a formula (OWASP "CSV injection") in any spreadsheet
// that opens the file, whichever separator it splits on: Excel in an English locale splits on
// `,` and ignores our quoting of `;`, an import dialog may split on tabs, a naive re-split on
// line breaks or quotes. So `= + - @` get an apostrophe not only at the cell's start but after
// every character a consumer may start a new cell at (`, ; " tab CR LF`, spaces between), and a
// cell starting with a tab or CR gets one too. Inside a cell the apostrophe stays visible, a
// small price for text no spreadsheet runs.

const BOM = '\uFEFF';

export const CSV_CELLS = { present: 'present', away: 'away', undecided: '' } as const;

/** A formula's first character at a place a consumer may start a cell (see above). */
const FORMULA_AFTER_BOUNDARY = /((?:^|[,;"\t\r\n]) *)(?=[=+\-@])/g;

export function csvCell(value: string): string {
  const defused = value.replace(FORMULA_AFTER_BOUNDARY, "$1'");
  const safe = /^[\t\r]/.test(defused) ? `'${defused}` : defused;
  const quoted = safe.includes(CSV_SEPARATOR) || /["\r\n]/.test(safe);
  return quoted ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function exportCsv(
  members: readonly ExportMember[],
  records: readonly DayRecord[],
  interval: DayInterval,
  content: ExportContent,
): string {
  const days = Array.from({ length: intervalLength(interval) }, (_, n) =>
    addDays(interval.from, n),
  );
  const column = new Map(days.map((day, n) => [day, n]));
  const cells = new Map<string, string[]>(
    members.map((member) => [member.userId, days.map(() => CSV_CELLS.undecided)]),
  );
  for (const record of records) {
    const row = cells.get(record.userId);
    const n = column.get(record.day);
    if (!row || n === undefined) continue;
    if (content === 'notes') row[n] = record.note ?? '';
    else row[n] = record.attendance ? CSV_CELLS.present : CSV_CELLS.away;
  }
  const lines = [
    ['Name', ...days],
    ...members.map((member) => [member.displayName, ...cells.get(member.userId)!]),
  ];
  return BOM + lines.map((line) => line.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}
