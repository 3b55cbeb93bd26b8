import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  statisticsEndpoints,
  type Day,
  type StatisticsResponse,
  type SeasonGridResponse,
} from '@turnout/domain';
import { users } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { expectNothingLearned } from '../../test/group-factories.ts';
import { HOT_GAP_MS } from './parts/cache.ts';
import { answer, seedSeason } from './testing/season.ts';

// The statistics on a seeded season whose every answer and record is known (testing/season.ts):
// every figure of docs/product.md#statistics checked, for the coach (everyone) and a member
// (their own), and the export's cells, totals and formula guard.

const PERIOD = 'from=2026-03-02&to=2026-03-15';
const url = (groupId: string, path = 'statistics') => `/api/groups/${groupId}/${path}?${PERIOD}`;

describe('Statistics', () => {
  const t = useTestApp();

  it('counts every figure per person, per training and per week for a coach', async () => {
    const season = await seedSeason(t);
    const res = await t.request({
      method: 'GET',
      url: url(season.group.id),
      as: season.group.owner,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<StatisticsResponse>();
    expect(body).toMatchObject({ scope: 'group', hasSchedule: true, from: '2026-03-02' });
    const byId = new Map(body.people.map((person) => [person.personId, person]));
    const figures = (id: string) => byId.get(id)!.figures;
    expect(figures(season.ids.anna)).toEqual({
      trainingDays: 3,
      answeredInTime: 2,
      saidPresent: 1,
      came: 1,
      noShows: 0,
      cameWithoutAnswer: 0,
      droppedLate: 1,
      recordedDays: 2,
    });
    expect(figures(season.ids.ben)).toEqual({
      trainingDays: 3,
      answeredInTime: 2,
      saidPresent: 1,
      came: 2,
      noShows: 0,
      cameWithoutAnswer: 1,
      droppedLate: 0,
      recordedDays: 2,
    });
    expect(figures(season.ids.cleo)).toEqual({
      trainingDays: 3,
      answeredInTime: 0,
      saidPresent: 0,
      came: 1,
      noShows: 0,
      cameWithoutAnswer: 1,
      droppedLate: 0,
      recordedDays: 2,
    });
    expect(figures(season.ids.finn)).toEqual({
      trainingDays: 2,
      answeredInTime: 1,
      saidPresent: 1,
      came: 1,
      noShows: 0,
      cameWithoutAnswer: 0,
      droppedLate: 0,
      recordedDays: 2,
    });
    expect(figures(season.ids.deleted)).toEqual({
      trainingDays: 1,
      answeredInTime: 1,
      saidPresent: 1,
      came: 0,
      noShows: 1,
      cameWithoutAnswer: 0,
      droppedLate: 0,
      recordedDays: 1,
    });
    // The owner never answered: three training days, nothing else.
    const owner = body.people.find((person) => person.isYou)!;
    expect(owner.figures).toMatchObject({ trainingDays: 3, answeredInTime: 0, came: 0 });
    // Members by name, then the former member, then the deleted one (no name).
    expect(
      body.people.slice(-2).map(({ kind, name, deletedNumber }) => ({ kind, name, deletedNumber })),
    ).toEqual([
      { kind: 'former', name: season.finnName, deletedNumber: null },
      { kind: 'deleted', name: null, deletedNumber: 1 },
    ]);

    expect(body.trainings).toEqual([
      { day: '2026-03-03', answered: 3, present: 2, came: 4 },
      { day: '2026-03-05', answered: 2, present: 1, came: 1 },
      { day: '2026-03-10', answered: 2, present: 1, came: null },
    ]);
    expect(body.weeks).toEqual([
      { week: '2026-03-02', trainings: 2, came: 2.5, saidPresent: 1.5, groupSize: 6 },
      { week: '2026-03-09', trainings: 1, came: null, saidPresent: 1, groupSize: 4 },
    ]);
    expect(byId.get(season.ids.ben)!.cameByWeek).toEqual([2, null]);
    expect(byId.get(season.ids.deleted)!.cameByWeek).toEqual([0, null]);
  });

  it('shows a member only their own row, and the grid not at all', async () => {
    const season = await seedSeason(t);
    const res = await t.request({ method: 'GET', url: url(season.group.id), as: season.anna });
    expect(res.statusCode).toBe(200);
    const body = res.json<StatisticsResponse>();
    expect(body.scope).toBe('own');
    expect(body.people).toHaveLength(1);
    expect(body.people[0]).toMatchObject({ personId: season.ids.anna, isYou: true });
    expect(body.people[0]!.figures.droppedLate).toBe(1);
    // Per training: only Anna's answers and records.
    expect(body.trainings).toEqual([
      { day: '2026-03-03', answered: 1, present: 1, came: 1 },
      { day: '2026-03-05', answered: 1, present: 0, came: 0 },
      { day: '2026-03-10', answered: 1, present: 0, came: null },
    ]);

    const grid = await t.request({
      method: 'GET',
      url: url(season.group.id, 'statistics/grid'),
      as: season.anna,
    });
    expect(grid.statusCode).toBe(403);
    expect(grid.json()).toMatchObject({ error: { code: 'permission-denied' } });
  });

  it('answers anew once the group changes, and from its cache while it does not', async () => {
    const season = await seedSeason(t);
    const read = async () =>
      (
        await t.request({ method: 'GET', url: url(season.group.id), as: season.group.owner })
      ).json<StatisticsResponse>();
    const cleoOf = (body: StatisticsResponse) =>
      body.people.find((person) => person.personId === season.ids.cleo)!.figures;
    expect(cleoOf(await read()).saidPresent).toBe(0);
    // Written behind the app's back: no revision moves, so the cached figures stand.
    await t.db.execute(
      sql`update attendances set attendance = false where group_id = ${season.group.id}::uuid`,
    );
    expect((await read()).trainings[0]!.present).toBe(2);
    // Cleo's answer through the day change moves the group's revision.
    await answer(t, season.group, season.cleo, '2026-03-10' as Day, 'present', new Date());
    // Figures less than a moment old may stand a moment longer (parts/cache.ts).
    await new Promise((resolve) => setTimeout(resolve, HOT_GAP_MS + 50));
    const after = await read();
    expect(cleoOf(after).saidPresent).toBe(1);
    expect(after.trainings[0]!.present).toBe(1);
  });

  it('sends the same bytes with a tag, a 304 to a browser that has them, and anew after a change', async () => {
    const season = await seedSeason(t);
    const read = (headers: Record<string, string> = {}) =>
      t.request({ method: 'GET', url: url(season.group.id), as: season.group.owner, headers });
    const first = await read({ 'accept-encoding': 'gzip, deflate, br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    expect(plain.json<StatisticsResponse>().scope).toBe('group');

    const again = await read({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A member's answer is their own row: not the coach's bytes, whatever tag they send.
    const member = await t.request({
      method: 'GET',
      url: url(season.group.id),
      as: season.anna,
      headers: { 'if-none-match': etag },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json<StatisticsResponse>().scope).toBe('own');

    await answer(t, season.group, season.cleo, '2026-03-10' as Day, 'present', new Date());
    await new Promise((resolve) => setTimeout(resolve, HOT_GAP_MS + 50));
    const changed = await read({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tells a non-member nothing', async () => {
    const season = await seedSeason(t);
    const outsider = await t.signIn();
    for (const path of ['statistics', 'statistics/grid', 'record.csv', 'record.xlsx']) {
      await expectNothingLearned(t.db, season.group, (group) =>
        t.request({ method: 'GET', url: url(group.id, path), as: outsider }),
      );
    }
  });

  it('refuses a reversed or too long period in words', async () => {
    const season = await seedSeason(t);
    const res = await t.request({
      method: 'GET',
      url: `/api/groups/${season.group.id}/statistics?from=2026-03-10&to=2026-03-01`,
      as: season.group.owner,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
  });

  it("gives the coach's grid: each answer and record per training day", async () => {
    const season = await seedSeason(t);
    const res = await t.request({
      method: 'GET',
      url: url(season.group.id, 'statistics/grid'),
      as: season.group.owner,
    });
    expect(res.statusCode).toBe(200);
    const grid = res.json<SeasonGridResponse>();
    expect(grid.days).toEqual(['2026-03-03', '2026-03-05', '2026-03-10']);
    const row = (id: string) => grid.people.find((person) => person.personId === id)!;
    expect(row(season.ids.anna)).toMatchObject({
      answers: ['present', 'away', 'away'],
      came: [true, false, null],
      cameTotal: 1,
      recordedDays: 2,
    });
    expect(row(season.ids.ben)).toMatchObject({
      answers: ['away', null, 'present'],
      came: [true, true, null],
    });
    // Outside a span: nothing (the deleted member's row before 5 March and after 8 March).
    expect(row(season.ids.deleted)).toMatchObject({
      answers: [null, 'present', null],
      came: [null, false, null],
    });
  });

  it('counts every day with an answer or record when the group has no training days', async () => {
    const season = await seedSeason(t);
    await t.request({
      method: 'PUT',
      url: `/api/groups/${season.group.id}/schedule`,
      as: season.group.owner,
      body: { trainingDays: [], cancelledDates: [] },
    });
    const res = await t.request({
      method: 'GET',
      url: url(season.group.id),
      as: season.group.owner,
    });
    const body = res.json<StatisticsResponse>();
    expect(body.hasSchedule).toBe(false);
    expect(body.trainings.map(({ day }) => day)).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-10',
      '2026-03-12',
    ]);
  });
});

/** The CSV's rows, cells split on `;` (no cell of these holds one). */
function csvRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
}

describe("The record's export", () => {
  const t = useTestApp();

  it('writes training days only, a row per person with totals, and totals per day (CSV)', async () => {
    const season = await seedSeason(t);
    const res = await t.request({
      method: 'GET',
      url: url(season.group.id, 'record.csv'),
      as: season.group.owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="turnout-record-2026-03-02-2026-03-15.csv"',
    );
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual([
      'Name',
      'Tue, 3 Mar 2026',
      'Thu, 5 Mar 2026',
      'Tue, 10 Mar 2026',
      'Training days',
      'Answered in time',
      'Said present',
      'Came',
      'No-shows',
      'Came without answering',
      'Late drop-outs',
    ]);
    const byName = new Map(rows.map((row) => [row[0], row.slice(1)]));
    expect(byName.get(season.anna.user.displayName)).toEqual([
      'present, came',
      'away',
      'away',
      '3',
      '2',
      '1',
      '1',
      '0',
      '0',
      '1',
    ]);
    expect(byName.get(season.cleo.user.displayName)!.slice(0, 3)).toEqual([
      'came without answering',
      '',
      '',
    ]);
    expect(byName.get(`${season.finnName} (former member)`)!.slice(0, 4)).toEqual([
      'present, came',
      '',
      '',
      '2',
    ]);
    expect(byName.get('Deleted member 1')!.slice(0, 3)).toEqual(['', 'present, did not come', '']);
    expect(rows.at(-2)).toEqual(['Said present (total)', '2', '1', '1']);
    expect(rows.at(-1)).toEqual(['Came (total)', '4', '1', '0']);
  });

  it("speaks the reader's language", async () => {
    const season = await seedSeason(t);
    const language = await t.request({
      method: 'PUT',
      url: '/api/account/language',
      as: season.group.owner,
      body: { language: 'de', chosen: true },
    });
    expect(language.statusCode).toBe(200);
    const res = await t.request({
      method: 'GET',
      url: url(season.group.id, 'record.csv'),
      as: season.group.owner,
    });
    const rows = csvRows(res.body);
    expect(rows[0]!.slice(0, 2)).toEqual(['Name', 'Di., 3. März 2026']);
    expect(rows.find((row) => row[0] === season.anna.user.displayName)!.slice(1, 2)).toEqual([
      'zugesagt, da',
    ]);
    expect(rows.find((row) => row[0] === 'Gelöschtes Mitglied 1')).toBeDefined();
    expect(res.headers['content-disposition']).toContain('turnout-anwesenheit-');
  });

  it('holds the same cells and totals in the workbook, none of them a formula', async () => {
    const season = await seedSeason(t);
    const csv = csvRows(
      (
        await t.request({
          method: 'GET',
          url: url(season.group.id, 'record.csv'),
          as: season.group.owner,
        })
      ).body,
    );
    const res = await t.request({
      method: 'GET',
      url: url(season.group.id, 'record.xlsx'),
      as: season.group.owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(statisticsEndpoints.exportXlsx.produces);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells: string[][] = [];
    sheet.eachRow((row) => {
      const values: string[] = [];
      for (let n = 1; n <= csv[0]!.length; n++) {
        const cell = row.getCell(n);
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        values.push(cell.value === null ? '' : String(cell.value));
      }
      cells.push(values.slice(0, row.cellCount > 0 ? csv[0]!.length : 0));
    });
    // The totals rows are shorter in the CSV (no per-person totals): compare what both have.
    expect(cells.map((row, n) => row.slice(0, csv[n]!.length))).toEqual(csv);
    const anna = sheet.getRow(csv.findIndex((row) => row[0] === season.anna.user.displayName) + 1);
    expect(anna.getCell(5).value).toBe(3);
  });

  it('keeps a name from starting a formula in both formats', async () => {
    const season = await seedSeason(t);
    const attack = '=HYPERLINK("https://evil.example","x")';
    await t.db.update(users).set({ displayName: attack }).where(eq(users.id, season.ben.user.id));
    const csv = await t.request({
      method: 'GET',
      url: url(season.group.id, 'record.csv'),
      as: season.group.owner,
    });
    const cellsAsAnyConsumerSplits = csv.body
      .replace(/^\uFEFF/, '')
      .split(/[,;"\t\r\n]/)
      .map((cell) => cell.replace(/^ +/, ''));
    expect(cellsAsAnyConsumerSplits.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(csv.body).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);

    const xlsx = await t.request({
      method: 'GET',
      url: url(season.group.id, 'record.xlsx'),
      as: season.group.owner,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const names: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      const cell = row.getCell(1);
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      names.push(cell.value);
    });
    // The name is there as text, as written: a string cell no spreadsheet evaluates.
    expect(names).toContain(attack);
  });
});
