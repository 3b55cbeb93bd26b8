import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  civilDate,
  compareDays,
  dayFromEpochDay,
  daySchema,
  daysBetween,
  daysInMonth,
  epochDayOf,
  firstDayOfMonth,
  isDay,
  isFirstOfMonth,
  lastDayOfMonth,
  monthOf,
  parseDay,
  toDay,
  toMonth,
  validateDayInterval,
  weekdayOf,
} from './days.ts';

const d = toDay;

describe('Day', () => {
  it('accepts calendar dates that exist', () => {
    for (const value of [
      '2026-01-01',
      '2026-12-31',
      '2028-02-29',
      '2000-02-29',
      '1970-01-01',
      '0001-01-01',
      '9999-12-31',
    ]) {
      expect(daySchema.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses impossible dates and other shapes', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-1',
      '26-01-01',
      '2026-01-01T00:00',
      ' 2026-01-01',
      // A PostgreSQL date has no year 0; four digits write no year 10000.
      '0000-01-01',
      '0000-02-29',
      '10000-01-01',
      '+10000-01-01',
      '',
      20260101,
      null,
    ]) {
      expect(isDay(value), String(value)).toBe(false);
    }
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(() => toDay('2026-02-30')).toThrow(RangeError);
  });

  it('gives its parts as numbers', () => {
    expect(civilDate(d('2028-02-29'))).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('day arithmetic', () => {
  it('counts days from 1970-01-01 and back', () => {
    expect(epochDayOf(d('1970-01-01'))).toBe(0);
    expect(epochDayOf(d('1969-12-31'))).toBe(-1);
    expect(epochDayOf(d('2026-03-29'))).toBe(Date.UTC(2026, 2, 29) / 86_400_000);
    // Every 997th day from year 0001 to 9999, checked against the platform's calendar.
    for (let n = -719_162; n <= 2_932_896; n += 997) {
      const day = dayFromEpochDay(n);
      expect(epochDayOf(day)).toBe(n);
      expect(new Date(n * 86_400_000).toISOString().slice(-24, -14)).toBe(day);
    }
    expect(() => dayFromEpochDay(-719_163)).toThrow(RangeError); // before 0001-01-01
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays(d('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addDays(d('2027-01-01'), -1)).toBe('2026-12-31');
    expect(addDays(d('2028-02-28'), 1)).toBe('2028-02-29');
    expect(addDays(d('2028-02-29'), 1)).toBe('2028-03-01');
    expect(addDays(d('2027-02-28'), 1)).toBe('2027-03-01');
    expect(addDays(d('2026-03-28'), 2)).toBe('2026-03-30'); // across the spring change
    expect(addDays(d('2026-10-24'), 2)).toBe('2026-10-26'); // across the autumn change
    expect(addDays(d('2026-01-31'), 365)).toBe('2027-01-31');
    expect(() => addDays(d('2026-01-01'), 0.5)).toThrow(RangeError);
  });

  it('compares and measures', () => {
    expect(compareDays(d('2026-12-31'), d('2027-01-01'))).toBe(-1);
    expect(compareDays(d('2027-01-01'), d('2026-12-31'))).toBe(1);
    expect(compareDays(d('2027-01-01'), d('2027-01-01'))).toBe(0);
    expect(daysBetween(d('2026-12-31'), d('2027-01-01'))).toBe(1);
    expect(daysBetween(d('2028-02-01'), d('2028-03-01'))).toBe(29);
    expect(daysBetween(d('2027-01-01'), d('2026-01-01'))).toBe(-365);
    expect(daysBetween(d('2026-03-01'), d('2026-04-01'))).toBe(31); // DST has no say in days
  });

  it('knows the weekday', () => {
    expect(weekdayOf(d('1970-01-01'))).toBe(4); // Thursday
    expect(weekdayOf(d('2026-03-29'))).toBe(0); // Sunday
    expect(weekdayOf(d('2026-06-01'))).toBe(1); // Monday
    expect(weekdayOf(d('1969-12-28'))).toBe(0);
    expect(weekdayOf(d('2028-02-29'))).toBe(2); // Tuesday
  });
});

describe('months', () => {
  it('takes the month of a day and steps across years', () => {
    expect(monthOf(d('2026-12-31'))).toBe('2026-12');
    expect(addMonths(toMonth('2026-12'), 1)).toBe('2027-01');
    expect(addMonths(toMonth('2026-01'), -1)).toBe('2025-12');
    expect(addMonths(toMonth('2026-11'), 14)).toBe('2028-01');
    expect(addMonths(toMonth('2026-03'), -27)).toBe('2023-12');
    expect(() => toMonth('2026-13')).toThrow(RangeError);
  });

  it('knows month lengths, first and last days', () => {
    expect(daysInMonth(toMonth('2028-02'))).toBe(29);
    expect(daysInMonth(toMonth('2026-02'))).toBe(28);
    expect(daysInMonth(toMonth('2100-02'))).toBe(28);
    expect(daysInMonth(toMonth('2026-04'))).toBe(30);
    expect(daysInMonth(toMonth('2026-12'))).toBe(31);
    expect(firstDayOfMonth(toMonth('2028-02'))).toBe('2028-02-01');
    expect(lastDayOfMonth(toMonth('2028-02'))).toBe('2028-02-29');
    expect(isFirstOfMonth(d('2027-01-01'))).toBe(true);
    expect(isFirstOfMonth(d('2027-01-11'))).toBe(false);
  });
});

describe('interval validation', () => {
  it('accepts an interval up to the maximum span, both ends included', () => {
    expect(validateDayInterval({ from: d('2026-01-01'), to: d('2026-01-01') })).toBeUndefined();
    expect(validateDayInterval({ from: d('2026-01-01'), to: d('2026-07-19') })).toBeUndefined(); // 200 days
  });

  it('refuses a reversed or too long interval with a clear message', () => {
    expect(validateDayInterval({ from: d('2026-01-02'), to: d('2026-01-01') })).toBe(
      'The interval must not end before it starts.',
    );
    expect(validateDayInterval({ from: d('2026-01-01'), to: d('2026-07-20') })).toBe(
      'The interval can span at most 200 days.',
    );
    expect(validateDayInterval({ from: d('2026-01-01'), to: d('2026-01-08') }, 7)).toBe(
      'The interval can span at most 7 days.',
    );
  });
});
