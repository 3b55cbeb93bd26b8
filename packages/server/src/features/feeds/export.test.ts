import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor, toDay } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildAttendance, buildGroup, groupTablesSnapshot } from '../../test/group-factories.ts';
import { csvCell } from './parts/csv.ts';

describe('CSV export', () => {
  const t = useTestApp();

  const exportUrl = (groupId: string, query: string) =>
    `${pathFor(API_PATHS.groupExport, { groupId })}?${query}`;

  it('gives a row per member and a column per day, in UTF-8 with a BOM and ; between cells', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members as [SignedInUser];
    await buildAttendance(t, {
      group,
      user: bea,
      day: toDay('2026-03-02'),
      state: 'present',
      note: 'late; "ish"',
    });
    await buildAttendance(t, {
      group,
      user: group.owner,
      day: toDay('2026-03-31'),
      state: 'away',
    });

    const res = await t.request({
      method: 'GET',
      url: exportUrl(group.id, 'from=2026-03-01&to=2026-03-31'),
      as: bea,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="turnout-attendance-2026-03-01-2026-03-31.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(0, -1).map((line) => line.split(';'));
    expect(rows[0]).toHaveLength(32);
    expect(rows[0]!.slice(0, 3)).toEqual(['Name', '2026-03-01', '2026-03-02']);
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byName.size).toBe(2);
    expect(byName.get(bea.user.displayName)!.slice(1, 4)).toEqual(['', 'present', '']);
    expect(byName.get(group.owner.user.displayName)![31]).toBe('away');

    const notes = await t.request({
      method: 'GET',
      url: exportUrl(group.id, 'from=2026-03-01&to=2026-03-03&content=notes'),
      as: bea,
    });
    expect(notes.body).toContain(`${bea.user.displayName};;"late; ""ish""";\r\n`);
  });

  it('keeps a cell from starting a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+49 170')).toBe("'+49 170");
    expect(csvCell('Anna')).toBe('Anna');
  });

  // A consumer may split the file on any of these, whatever our quoting says (Excel in an
  // English locale splits on commas; an import dialog on tabs; a script on line breaks).
  const cellsAsAnyConsumerSplits = (file: string) =>
    file
      .replace(/^\uFEFF/, '')
      .split(/[,;"\t\r\n]/)
      .map((cell) => cell.replace(/^ +/, ''));
  const startsFormula = (cell: string) => /^[=+\-@]/.test(cell);

  it('keeps every part of a cell from starting a formula, whatever a spreadsheet splits on', async () => {
    const attacks = [
      'ok,=HYPERLINK("https://evil.example","x")',
      'ok;=1+1',
      'a\t+cmd',
      'line\n-2+3',
      'line\r\n@SUM(A1)',
      'x, =1',
      'say "=1"',
      '",=1',
      ' =1',
      '\t=1',
    ];
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members as [SignedInUser];
    for (const [n, note] of attacks.entries()) {
      await buildAttendance(t, {
        group,
        user: bea,
        day: toDay(`2026-04-${String(n + 1).padStart(2, '0')}`),
        state: 'present',
        note,
      });
    }
    const res = await t.request({
      method: 'GET',
      url: exportUrl(group.id, 'from=2026-04-01&to=2026-04-30&content=notes'),
      as: bea,
    });
    expect(res.statusCode).toBe(200);
    expect(cellsAsAnyConsumerSplits(res.body).filter(startsFormula)).toEqual([]);
    // The words stay: the apostrophe only goes before the formula's first character.
    expect(res.body).toContain(`ok,'=HYPERLINK(""https://evil.example"",""x"")`);
  });

  it('leaves no formula for any text of separators and formula characters', () => {
    const text = fc.string({
      unit: fc.constantFrom(',', ';', '"', '\t', '\r', '\n', ' ', '=', '+', '-', '@', 'a', "'"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (cells) => {
        const line = cells.map(csvCell).join(';');
        expect(cellsAsAnyConsumerSplits(line).filter(startsFormula)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a range over a year, reversed or malformed, clearly and without changes', async () => {
    const group = await buildGroup(t.db);
    const before = await groupTablesSnapshot(t.db);
    for (const [query, message] of [
      ['from=2026-01-01&to=2027-01-02', 'The interval can span at most 366 days.'],
      ['from=2026-02-01&to=2026-01-01', 'The interval must not end before it starts.'],
      ['from=2026-02-30&to=2026-03-01', undefined],
      ['from=2026-01-01&to=2026-01-31&content=emails', undefined],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: exportUrl(group.id, query),
        as: group.owner,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
      if (message) expect(res.json().error.message).toContain(message);
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('answers a non-member as for a missing group, and carries no e-mail addresses', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const stranger = await t.signIn();
    const query = 'from=2026-01-01&to=2026-01-31';
    const res = await t.request({ method: 'GET', url: exportUrl(group.id, query), as: stranger });
    expect(res.statusCode).toBe(404);
    const owners = await t.request({
      method: 'GET',
      url: exportUrl(group.id, query),
      as: group.owner,
    });
    expect(owners.body).not.toContain('@');
  });
});
