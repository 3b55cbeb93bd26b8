import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, toDay, type Weekday } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatFullDate, formatTimeAgo, formatWeekday } from './datetime.ts';

const berlin = { locale: DEFAULT_LOCALE, timeZone: DEFAULT_TIME_ZONE };

describe('datetime', () => {
  it('formats the German full date of the product', () => {
    expect(formatFullDate(Date.UTC(2026, 10, 22, 11, 0), berlin)).toBe(
      'Sonntag, 22. November 2026',
    );
  });

  it('uses the configured zone, not the device zone', () => {
    // 20:30 UTC is 21:30 in Berlin (still Sunday) but 02:15 on Monday in Kathmandu, where the
    // tests run (TZ=Asia/Kathmandu): a formatter that forgot the zone would say Montag.
    const lateSunday = Date.UTC(2026, 10, 22, 20, 30);
    expect(formatFullDate(lateSunday, berlin)).toBe('Sonntag, 22. November 2026');
    expect(formatDate(lateSunday, 'time', berlin)).toBe('21:30');
  });

  it('crosses midnight with the zone, including summer time', () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in Berlin (UTC+2 in summer).
    const berlinJuly = Date.UTC(2026, 5, 30, 22, 30);
    expect(formatFullDate(berlinJuly, berlin)).toBe('Mittwoch, 1. Juli 2026');
    expect(formatDate(berlinJuly, 'shortDate', berlin)).toBe('01.07.2026');
  });
});

describe('calendar dates', () => {
  it('formats a day as the date it is, whatever the zones', () => {
    // Kathmandu (the tests' zone) is ahead of UTC and Berlin: a date turned into local midnight
    // and formatted elsewhere would slip to the day before.
    expect(formatDay(toDay('2026-11-22'), 'fullDate', 'de')).toBe('Sonntag, 22. November 2026');
    expect(formatDay(toDay('2027-01-01'), 'fullDate', 'de')).toBe('Freitag, 1. Januar 2027');
    expect(formatDay(toDay('2026-03-29'), 'monthYear', 'de')).toBe('März 2026');
    expect(formatDay(toDay('2026-11-01'), 'monthShort', 'de')).toBe('Nov');
  });

  it('names the weekdays for the header', () => {
    expect([1, 2, 3, 4, 5, 6, 0].map((d) => formatWeekday(d as Weekday, 'de'))).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    expect(formatWeekday(0, 'en-US')).toBe('Sun');
  });

  it('says how long ago, then the date from a week on', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0);
    const ago = (ms: number) => formatTimeAgo(now - ms, now, berlin);
    expect(ago(20_000)).toBe('jetzt');
    expect(ago(5 * 60_000)).toBe('vor 5 Min.');
    expect(ago(2 * 3_600_000 + 59 * 60_000)).toBe('vor 2 Std.');
    expect(ago(26 * 3_600_000)).toBe('gestern');
    expect(ago(7 * 86_400_000)).toBe('15.11.2026');
  });
});
