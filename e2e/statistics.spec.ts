import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  addDays,
  API_PATHS,
  CSRF_HEADER,
  pathFor,
  recordEndpoints,
  rollCallSchema,
  today,
} from '@turnout/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, joinViaApi, uniqueName } from './support/groups.ts';
import { answer, apiMember } from './support/members.ts';
import { setScheduleViaApi } from './support/season.ts';
import type { Page } from '@playwright/test';

// The statistics screen (docs/product.md#statistics): a coach opens it from the group menu,
// chooses a period, reads the weekly chart and the same figures as tables, and exports the
// record as CSV and as an Excel workbook whose totals match the answers given.

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: '18:00', place: null }));

async function seasonGroup(page: Page, baseURL: string, options: { rollCall?: boolean } = {}) {
  await signUpViaApi(page, newUser('Coach Carla'));
  const group = await createGroupViaApi(page, { name: uniqueName('Rowing') });
  await setScheduleViaApi(page, group.id, { trainingDays: EVERY_DAY, cancelledDates: [] });
  // Days ahead, so no day is closed yet, whatever the time zone.
  const now = today();
  const first = addDays(now, 2);
  const second = addDays(first, 1);
  const anna = await apiMember(baseURL, 'Anna Athlete', group.inviteCode!);
  const ben = await apiMember(baseURL, 'Ben Bowman', group.inviteCode!);
  await answer(anna, group.id, first, 'present');
  await answer(anna, group.id, second, 'away');
  await answer(ben, group.id, first, 'present');
  await answer(ben, group.id, second, 'present');
  if (options.rollCall) {
    // Today: both said present (on the day, so not in time); Anna and the coach came, Ben not.
    await answer(anna, group.id, now, 'present');
    await answer(ben, group.id, now, 'present');
    const url = pathFor(recordEndpoints.saveRollCall.path, { groupId: group.id, day: now });
    const call = rollCallSchema.parse(await (await page.request.get(url)).json());
    const came = call.entries
      .filter(
        (entry) => entry.displayName === 'Anna Athlete' || entry.displayName === 'Coach Carla',
      )
      .map((entry) => entry.personId);
    expect(came).toHaveLength(2);
    const saved = await page.request.put(url, { data: { came }, headers: { [CSRF_HEADER]: '1' } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await Promise.all([anna, ben].map((member) => member.api.dispose()));
  return { group, now, first, last: addDays(first, 6) };
}

async function choosePeriod(page: Page, from: string, to: string) {
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Chosen dates' }).click();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
}

/** The CSV's rows, its cells split on `;` (no cell here holds one). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
}

test('a coach reads the statistics with their chart and table, and exports the record', async ({
  page,
  baseURL,
}) => {
  const { group, now } = await seasonGroup(page, baseURL!, { rollCall: true });
  const first = now;
  const last = addDays(now, 6);
  await page.goto(`/groups/${group.id}`);
  await page.getByRole('button', { name: 'Group menu' }).click();
  await page.getByRole('menuitem', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${group.id}/statistics$`));
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();

  await choosePeriod(page, first, last);
  // The chart is drawn, and its figures are a table: the week's said-present average.
  await expect(page.getByTestId('weekly-chart').first()).toBeVisible();
  const weeks = page.getByRole('table', { name: 'Attendance per week' });
  await expect(weeks.getByRole('columnheader', { name: 'Said present' })).toBeVisible();
  const people = page.getByRole('table', { name: 'Figures per person' });
  const row = (name: RegExp) => people.getByRole('row', { name }).getByRole('cell');
  // Training days, answered in time, said present, came, no-shows, came without, late.
  await expect(row(/Anna Athlete/)).toHaveText(['7', '2', '2', '1', '0', '0', '0']);
  await expect(row(/Ben Bowman/)).toHaveText(['7', '2', '3', '0', '1', '0', '0']);
  await expect(row(/Coach Carla/)).toHaveText(['7', '0', '0', '1', '0', '1', '0']);
  const trainings = page.getByRole('table', { name: 'Figures per training' });
  await expect(trainings.getByRole('row').nth(1).getByRole('cell')).toHaveText(['2', '2', '2']);
  await expect(trainings.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    '0',
    '0',
    'no record',
  ]);

  await expectNoAxeViolations(page, 'the statistics screen');
  await page.getByRole('button', { name: 'Show the season grid' }).click();
  await expect(page.getByTestId('season-grid')).toBeVisible();
  await expectNoAxeViolations(page, 'the season grid');

  // The export, by keyboard: the dialog takes the screen's period.
  await page.getByRole('button', { name: 'Export' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Export the record' });
  await expect(dialog.getByRole('textbox', { name: 'From' })).toHaveValue(first);
  await expectNoAxeViolations(page, 'the export dialog');
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const rows = csvRows(await readFile((await csvDownload.path())!, 'utf8'));
  expect(rows[0]![0]).toBe('Name');
  expect(rows[0]).toHaveLength(1 + 7 + 7);
  const annaRow = rows.find((row) => row[0] === 'Anna Athlete')!;
  expect(annaRow.slice(1, 5)).toEqual(['present, came', '', 'present', 'away']);
  expect(annaRow.slice(8)).toEqual(['7', '2', '2', '1', '0', '0', '0']);
  expect(rows.find((row) => row[0] === 'Ben Bowman')![1]).toBe('present, did not come');
  expect(rows.find((row) => row[0] === 'Coach Carla')![1]).toBe('came without answering');
  expect(rows.at(-2)).toEqual(['Said present (total)', '2', '0', '2', '1', '0', '0', '0']);
  expect(rows.at(-1)).toEqual(['Came (total)', '2', '0', '0', '0', '0', '0', '0']);

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Excel (.xlsx)' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toBe(`turnout-record-${first}-${last}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsxDownload.path())!);
  const sheet = workbook.worksheets[0]!;
  const values = (n: number) =>
    (sheet.getRow(n).values as unknown[]).slice(1).map((value) => String(value ?? ''));
  const totals = sheet.rowCount - 1;
  expect(values(totals)).toEqual(rows.at(-2));
  expect(values(totals + 1)).toEqual(rows.at(-1));
  expect(values(1)).toEqual(rows[0]);
});

test('a member sees only their own figures, in German', async ({ page, browser, baseURL }) => {
  const owner = await browser.newContext({ baseURL });
  const { group, first, last } = await seasonGroup(await owner.newPage(), baseURL!);
  await signUpViaApi(page, newUser('Mia Mitglied'));
  await joinViaApi(page, group.inviteCode!);
  const headers = { [CSRF_HEADER]: '1' };
  const answered = await page.request.put(pathFor(API_PATHS.attendance, { groupId: group.id }), {
    data: { day: first, state: 'present' },
    headers,
  });
  expect(answered.status()).toBe(200);
  const language = await page.request.put('/api/account/language', {
    data: { language: 'de', chosen: true },
    headers,
  });
  expect(language.status()).toBe(200);

  await page.goto(`/groups/${group.id}/statistics`);
  await expect(page.getByRole('heading', { name: 'Statistik' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Zeitraum' }).click();
  await page.getByRole('option', { name: 'Gewählte Daten' }).click();
  await page.getByRole('textbox', { name: 'Von', exact: true }).fill(first);
  await page.getByRole('textbox', { name: 'Bis', exact: true }).fill(last);
  await expect(page.getByText('Du siehst deine eigenen Zahlen.', { exact: false })).toBeVisible();
  const people = page.getByRole('table', { name: 'Zahlen pro Person' });
  await expect(people.getByRole('row')).toHaveCount(2);
  await expect(people.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(
    'Mia Mitglied (du)',
  );
  await expect(people.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('1');
  await owner.close();
});
