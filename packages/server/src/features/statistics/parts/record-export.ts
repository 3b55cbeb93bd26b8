import ExcelJS from 'exceljs';
import { CSV_SEPARATOR, DAY_MS, epochDayOf, type Day, type Language } from '@turnout/domain';
import type { TFunction } from 'i18next';
import { csvCell } from '../../feeds/parts/csv.ts';
import type { FiguresRow, RecordCells } from '../data.ts';
import { sortPeople } from '../presenters.ts';

// The record's export (docs/product.md#statistics, docs/decisions/051-statistics-and-the-record-export.md):
// one table, written as CSV or as an .xlsx workbook. Training days only (every day with an
// answer or record when the group has none), a row per person with their totals, a row of totals
// per day, headers and values in the reader's language.
//
// The formula guard: in the CSV every text cell goes through csvCell (feeds/parts/csv.ts, the
// apostrophe before `= + - @` wherever a spreadsheet may start a cell); in the workbook every
// text is a string cell, which no spreadsheet evaluates, and the file holds no formula at all.

export type ExportCell = string | number;

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };
const headerFormats = new Map<Language, Intl.DateTimeFormat>();

/** A day's column header in the language: "Tue 3 Mar 2026", "Di., 3. März 2026". */
export function dayHeader(day: Day, language: Language): string {
  let format = headerFormats.get(language);
  if (!format) {
    // eslint-disable-next-line no-restricted-syntax -- a file's header, not the app's screen
    format = new Intl.DateTimeFormat(LOCALES[language], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    headerFormats.set(language, format);
  }
  return format.format(epochDayOf(day) * DAY_MS + DAY_MS / 2);
}

/** The export as rows of cells: the header, a row per person, two rows of totals per day. */
export function recordTable(
  cells: RecordCells,
  figures: readonly FiguresRow[],
  options: { t: TFunction; language: Language; locale: string },
): ExportCell[][] {
  const { t } = options;
  const column = new Map(cells.days.map((day, n) => [day, n]));
  const byPerson = new Map(
    cells.people.map((person) => [person.personId, cells.days.map(() => '')]),
  );
  const presentPerDay = cells.days.map(() => 0);
  const camePerDay = cells.days.map(() => 0);
  for (const fact of cells.facts) {
    const row = byPerson.get(fact.personId);
    const n = column.get(fact.day);
    if (!row || n === undefined) continue;
    const answer =
      fact.attendance === null ? undefined : t(fact.attendance ? 'record.present' : 'record.away');
    const record = !fact.recorded ? undefined : t(fact.came ? 'record.came' : 'record.noShow');
    if (fact.attendance) presentPerDay[n]! += 1;
    if (fact.came) camePerDay[n]! += 1;
    row[n] =
      answer && record && (fact.came || fact.attendance)
        ? t('record.cell', { answer, record })
        : answer === undefined && fact.came
          ? t('record.cameWithoutAnswer')
          : (answer ?? '');
  }
  const totals = new Map(figures.map((person) => [person.personId, person.figures]));
  const header = [
    t('record.name'),
    ...cells.days.map((day) => dayHeader(day, options.language)),
    t('record.trainingDays'),
    t('record.answeredInTime'),
    t('record.saidPresent'),
    t('record.cameTotal'),
    t('record.noShows'),
    t('record.cameWithoutAnswerTotal'),
    t('record.droppedLate'),
  ];
  const people = sortPeople(cells.people, options.locale).map((person) => {
    const name =
      person.kind === 'deleted'
        ? t('record.deletedMember', { number: person.deletedNumber })
        : person.kind === 'former'
          ? t('record.formerMember', { name: person.name })
          : (person.name ?? '');
    const f = totals.get(person.personId);
    return [
      name,
      ...byPerson.get(person.personId)!,
      f?.trainingDays ?? 0,
      f?.answeredInTime ?? 0,
      f?.saidPresent ?? 0,
      f?.came ?? 0,
      f?.noShows ?? 0,
      f?.cameWithoutAnswer ?? 0,
      f?.droppedLate ?? 0,
    ];
  });
  return [
    header,
    ...people,
    [t('record.totalPresent'), ...presentPerDay],
    [t('record.totalCame'), ...camePerDay],
  ];
}

const BOM = '\uFEFF';

/** The table as CSV like the group's export: UTF-8 with a BOM, `;`, CRLF, every cell guarded. */
export function recordCsv(table: readonly ExportCell[][]): string {
  const lines = table.map((row) => row.map((cell) => csvCell(String(cell))).join(CSV_SEPARATOR));
  return BOM + lines.join('\r\n') + '\r\n';
}

/** The table as an .xlsx workbook: one sheet, names frozen on the left, headers on top. */
export async function recordXlsx(
  table: readonly ExportCell[][],
  sheetName: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  for (const row of table) {
    // Strings stay strings: ExcelJS writes a formula only for a { formula } value.
    sheet.addRow(row.map((cell) => (typeof cell === 'number' ? cell : String(cell))));
  }
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).width = 28;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
