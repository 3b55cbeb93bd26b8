import { describe, expect, it } from 'vitest';
import {
  activeDayParam,
  attendanceRecordId,
  dayOf,
  isValidTimeZone,
  parseActiveDay,
  startOfDayMs,
  today,
} from './day-zones.ts';
import { addDays, toDay } from './days.ts';

// Run with TZ=Asia/Kathmandu (+05:45): nothing here may depend on the process zone.
const d = toDay;
const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const dayLength = (day: string, zone: string) =>
  (startOfDayMs(addDays(d(day), 1), zone) - startOfDayMs(d(day), zone)) / HOUR;

describe('startOfDayMs', () => {
  it('is local midnight in the default zone, Europe/Berlin', () => {
    expect(startOfDayMs(d('2026-01-15'))).toBe(utc('2026-01-14T23:00:00Z'));
    expect(startOfDayMs(d('2026-07-15'))).toBe(utc('2026-07-14T22:00:00Z'));
  });

  it('is right on both daylight-saving changes in Berlin (23- and 25-hour days)', () => {
    expect(startOfDayMs(d('2026-03-29'), 'Europe/Berlin')).toBe(utc('2026-03-28T23:00:00Z'));
    expect(startOfDayMs(d('2026-03-30'), 'Europe/Berlin')).toBe(utc('2026-03-29T22:00:00Z'));
    expect(dayLength('2026-03-29', 'Europe/Berlin')).toBe(23);
    expect(startOfDayMs(d('2026-10-25'), 'Europe/Berlin')).toBe(utc('2026-10-24T22:00:00Z'));
    expect(startOfDayMs(d('2026-10-26'), 'Europe/Berlin')).toBe(utc('2026-10-25T23:00:00Z'));
    expect(dayLength('2026-10-25', 'Europe/Berlin')).toBe(25);
    expect(dayLength('2026-10-24', 'Europe/Berlin')).toBe(24);
  });

  it('handles odd offsets and half-hour daylight saving', () => {
    expect(startOfDayMs(d('2027-01-01'), 'Asia/Kathmandu')).toBe(utc('2026-12-31T18:15:00Z'));
    // Lord Howe Island: +10:30 in winter, +11 in summer; the change is at 02:00 local.
    expect(startOfDayMs(d('2026-10-04'), 'Australia/Lord_Howe')).toBe(utc('2026-10-03T13:30:00Z'));
    expect(dayLength('2026-10-04', 'Australia/Lord_Howe')).toBe(23.5);
    expect(startOfDayMs(d('2026-04-05'), 'Australia/Lord_Howe')).toBe(utc('2026-04-04T13:00:00Z'));
    expect(dayLength('2026-04-05', 'Australia/Lord_Howe')).toBe(24.5);
    expect(startOfDayMs(d('2026-06-01'), 'UTC')).toBe(utc('2026-06-01T00:00:00Z'));
  });

  it('starts a day whose midnight is skipped at its first instant', () => {
    // Chile springs forward at 00:00 → 01:00 on 2026-09-06.
    expect(startOfDayMs(d('2026-09-06'), 'America/Santiago')).toBe(utc('2026-09-06T04:00:00Z'));
    expect(dayOf(utc('2026-09-06T04:00:00Z') - 1, 'America/Santiago')).toBe('2026-09-05');
    expect(dayLength('2026-09-05', 'America/Santiago')).toBe(24);
    expect(dayLength('2026-09-06', 'America/Santiago')).toBe(23);
  });

  it('round-trips through dayOf for every day of a year, across year ends and the leap day', () => {
    for (const zone of [
      'Europe/Berlin',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'America/New_York',
    ]) {
      for (let day = d('2027-12-01'); day <= '2029-01-02'; day = addDays(day, 1)) {
        const start = startOfDayMs(day, zone);
        expect(dayOf(start, zone)).toBe(day);
        expect(dayOf(start - 1, zone)).toBe(addDays(day, -1));
      }
    }
  });
});

describe('dayOf and today', () => {
  it('takes the calendar day in the zone, not in the process zone', () => {
    const instant = utc('2026-12-31T23:30:00Z');
    expect(dayOf(instant, 'Europe/Berlin')).toBe('2027-01-01');
    expect(dayOf(instant, 'UTC')).toBe('2026-12-31');
    expect(dayOf(instant, 'America/New_York')).toBe('2026-12-31');
    expect(dayOf(utc('2026-12-31T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-12-31');
    expect(dayOf(utc('2026-12-31T18:15:00Z'), 'Asia/Kathmandu')).toBe('2027-01-01');
    expect(dayOf(utc('2028-02-28T23:00:00Z'))).toBe('2028-02-29');
    expect(dayOf(-1, 'UTC')).toBe('1969-12-31');
  });

  it('gives today for a given now', () => {
    expect(today('Europe/Berlin', utc('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(today('Europe/Berlin', utc('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(today()).toBe(dayOf(Date.now(), 'Europe/Berlin'));
  });

  it('rejects unknown zones and instants', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => dayOf(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => dayOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('spec timestamps', () => {
  it('builds attendance ids from the start of the day (docs/product.md#attendance)', () => {
    expect(attendanceRecordId('u1', d('2026-03-29'))).toBe(`u1_${utc('2026-03-28T23:00:00Z')}`);
    expect(attendanceRecordId('u1', d('2026-03-29'), 'UTC')).toBe(
      `u1_${utc('2026-03-29T00:00:00Z')}`,
    );
  });

  it('reads activeDay: any instant of the day selects it', () => {
    const start = startOfDayMs(d('2026-10-25'));
    expect(activeDayParam(d('2026-10-25'))).toBe(String(start));
    expect(parseActiveDay(String(start))).toBe('2026-10-25');
    expect(parseActiveDay(String(start + 25 * HOUR - 1))).toBe('2026-10-25');
    expect(parseActiveDay(String(start - 1))).toBe('2026-10-24');
    expect(parseActiveDay(' 1790553600000 ', 'UTC')).toBe('2026-09-28');
    expect(parseActiveDay('-3600000', 'Europe/Berlin')).toBe('1970-01-01');
  });

  it('ignores activeDay values that are not timestamps', () => {
    for (const value of [
      undefined,
      null,
      '',
      'today',
      '1.5',
      '1e12',
      '0x10',
      '99999999999999999',
    ]) {
      expect(parseActiveDay(value), String(value)).toBeUndefined();
    }
  });
});
