import { describe, expect, it } from 'vitest';
import {
  calendarMonths,
  intervalOfMonths,
  monthWeeks,
  regionOf,
  weekdayOrder,
  weekStartFor,
} from './calendar.ts';
import { toDay, toMonth, weekdayOf } from './days.ts';

const d = toDay;

describe('week start per region (docs/product.md#calendar-and-week-start)', () => {
  it.each([
    ['de', 1],
    ['de-DE', 1],
    ['de-AT', 1],
    ['en-GB', 1],
    ['fr', 1],
    ['en-US', 0],
    ['en', 0], // English without a region is likely US English
    ['en-CA', 0],
    ['pt-BR', 0],
    ['pt-PT', 0],
    ['ja', 0],
    ['he-IL', 0],
    ['ar-EG', 0], // Saturday in CLDR; the product's table knows Sunday and Monday only
    ['en_US', 0], // Android style
    ['zh-CN', 1],
    ['not a locale', 1],
    ['', 1],
  ] as const)('%s starts on %i', (locale, start) => {
    expect(weekStartFor(locale)).toBe(start);
  });

  it('defaults to the configured locale, de (Monday)', () => {
    expect(weekStartFor()).toBe(1);
    expect(regionOf('de')).toBe('DE');
  });

  it('agrees with the platform week data where the platform has it', () => {
    const locale = new Intl.Locale('und-US') as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
    };
    if (typeof locale.getWeekInfo !== 'function') return;
    for (const region of ['US', 'CA', 'BR', 'JP', 'IN', 'IL', 'DE', 'GB', 'FR', 'AU', 'NZ', 'RU']) {
      const info = (new Intl.Locale(`und-${region}`) as typeof locale).getWeekInfo?.();
      expect(weekStartFor(`und-${region}`), region).toBe(info?.firstDay === 1 ? 1 : 0);
    }
  });

  it('orders the weekday header', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('calendarMonths', () => {
  it('gives five whole months around the selected day, across the year end', () => {
    const months = calendarMonths(d('2026-12-15'), { weekStart: weekStartFor('de') });
    expect(months.map((m) => m.month)).toEqual([
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    for (const { month, weeks } of months) {
      const days = weeks.flat().filter((cell) => cell !== null);
      expect(days[0]).toBe(`${month}-01`);
      expect(days.every((day) => day.startsWith(month))).toBe(true);
      for (const week of weeks) {
        expect(week).toHaveLength(7);
        // Monday first for de.
        week.forEach((cell, i) => cell && expect(weekdayOf(cell)).toBe([1, 2, 3, 4, 5, 6, 0][i]));
      }
      expect(weeks[0]?.some((cell) => cell !== null)).toBe(true);
      expect(weeks.at(-1)?.some((cell) => cell !== null)).toBe(true);
    }
  });

  it('pads the first and last week with null, Monday first', () => {
    // March 2026 begins on a Sunday and ends on a Tuesday.
    const weeks = monthWeeks(toMonth('2026-03'), 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
  });

  it('starts weeks on Sunday for en-US', () => {
    const weeks = monthWeeks(toMonth('2026-03'), weekStartFor('en-US'));
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-03-01');
    expect(weeks[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
  });

  it('fits February 2027 (Monday 1st, 28 days) into exactly four Monday-first weeks', () => {
    const weeks = monthWeeks(toMonth('2027-02'), 1);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat()).not.toContain(null);
    expect(monthWeeks(toMonth('2028-02'), 1).flat().filter(Boolean)).toHaveLength(29);
  });

  it('defaults to Monday-first weeks and two months either side', () => {
    const months = calendarMonths(d('2026-03-29'));
    expect(months).toHaveLength(5);
    expect(months[2]?.weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(calendarMonths(d('2026-03-29'), { monthsEitherSide: 0 })).toHaveLength(1);
  });
});

describe('intervalOfMonths', () => {
  it('covers the whole calendar', () => {
    expect(intervalOfMonths(d('2026-12-15'))).toEqual({ from: '2026-10-01', to: '2027-02-28' });
    expect(intervalOfMonths(d('2028-01-31'))).toEqual({ from: '2027-11-01', to: '2028-03-31' });
    expect(intervalOfMonths(d('2028-03-01'), 1)).toEqual({ from: '2028-02-01', to: '2028-04-30' });
  });
});
