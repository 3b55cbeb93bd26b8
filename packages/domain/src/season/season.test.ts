import { describe, expect, it } from 'vitest';
import { toDay } from '../days.ts';
import {
  expandSeries,
  isoWeekdayOf,
  MAX_SERIES_DAYS,
  reminderDueAt,
  reminderMessage,
  scheduleSchema,
  SEASON_TEXTS,
  seriesInputSchema,
  seriesMessage,
  trainingDayOn,
  trainingDaysBetween,
  trainingStartsAt,
} from './season.ts';

const d = toDay;
const BERLIN = 'Europe/Berlin';

describe('expandSeries', () => {
  it('keeps every weekday across the spring daylight-saving change (last Sunday of March)', () => {
    // 2026-03-29 is the last Sunday of March: Berlin skips 02:00–03:00.
    const days = expandSeries({ from: d('2026-03-23'), to: d('2026-04-05'), weekdays: [1, 7] });
    expect(days).toEqual(['2026-03-23', '2026-03-29', '2026-03-30', '2026-04-05']);
  });

  it('keeps every weekday across the autumn change (last Sunday of October)', () => {
    // 2026-10-25: Berlin repeats 02:00–03:00; the day has 25 hours and is still one day.
    const days = expandSeries({ from: d('2026-10-24'), to: d('2026-10-27') });
    expect(days).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
  });

  it('runs across a year end and a leap day', () => {
    expect(expandSeries({ from: d('2027-12-27'), to: d('2028-01-05'), weekdays: [1, 4] })).toEqual([
      '2027-12-27',
      '2027-12-30',
      '2028-01-03',
    ]);
    expect(expandSeries({ from: d('2028-02-28'), to: d('2028-03-01') })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('skips cancelled dates when weekdays are given, not when every day is meant', () => {
    const cancelled = [d('2026-12-24'), d('2026-12-31')];
    const weekly = expandSeries(
      { from: d('2026-12-17'), to: d('2027-01-07'), weekdays: [4] },
      cancelled,
    );
    expect(weekly).toEqual(['2026-12-17', '2027-01-07']);
    const every = expandSeries({ from: d('2026-12-23'), to: d('2026-12-25') }, cancelled);
    expect(every).toEqual(['2026-12-23', '2026-12-24', '2026-12-25']);
  });

  it('covers a whole leap year in at most MAX_SERIES_DAYS days', () => {
    const days = expandSeries({ from: d('2028-01-01'), to: d('2028-12-31') });
    expect(days).toHaveLength(MAX_SERIES_DAYS);
    expect(new Set(days.map(isoWeekdayOf))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
  });
});

describe('seriesInputSchema', () => {
  const base = { from: '2026-12-01', to: '2027-01-29', state: 'present' } as const;

  it('accepts a year and refuses a day more', () => {
    expect(
      seriesInputSchema.safeParse({ ...base, from: '2028-01-01', to: '2028-12-31' }).success,
    ).toBe(true);
    const tooLong = seriesInputSchema.safeParse({ ...base, from: '2027-01-01', to: '2028-01-02' });
    expect(tooLong.error?.issues[0]?.message).toBe(SEASON_TEXTS.en.seriesTooLong);
  });

  it('refuses a reversed interval, weekday 0 or 8, a weekday twice and unknown fields', () => {
    for (const bad of [
      { ...base, from: '2027-02-01' },
      { ...base, weekdays: [0] },
      { ...base, weekdays: [8] },
      { ...base, weekdays: [1, 1] },
      { ...base, weekdays: [] },
      { ...base, userId: 'someone' },
    ]) {
      expect(seriesInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('drops the note of undecided, as a single day does, and withdraws every day (ADR 032)', () => {
    const parsed = seriesInputSchema.parse({ ...base, state: 'undecided', note: 'x' });
    expect(parsed).toEqual({
      from: '2026-12-01',
      to: '2027-01-29',
      state: 'undecided',
      existing: 'replace',
    });
  });
});

describe('scheduleSchema', () => {
  it('sorts, trims and keeps a cancelled date once', () => {
    const schedule = scheduleSchema.parse({
      trainingDays: [
        { weekday: 4, time: '18:30', place: ' Hall 2 ' },
        { weekday: 1, time: null, place: '  ' },
      ],
      cancelledDates: ['2026-12-31', '2026-12-24', '2026-12-31'],
    });
    expect(schedule).toEqual({
      trainingDays: [
        { weekday: 1, time: null, place: null },
        { weekday: 4, time: '18:30', place: 'Hall 2' },
      ],
      cancelledDates: ['2026-12-24', '2026-12-31'],
    });
  });

  it('refuses a weekday twice, a bad time, a long place and too many dates', () => {
    const day = { weekday: 1, time: null, place: null };
    for (const bad of [
      { trainingDays: [day, day], cancelledDates: [] },
      { trainingDays: [{ ...day, time: '24:00' }], cancelledDates: [] },
      { trainingDays: [{ ...day, time: '8:30' }], cancelledDates: [] },
      { trainingDays: [{ ...day, place: 'x'.repeat(121) }], cancelledDates: [] },
      { trainingDays: [{ ...day, place: 'a\u0000b' }], cancelledDates: [] },
      { trainingDays: [], cancelledDates: Array.from({ length: 101 }, () => '2026-01-01') },
      { trainingDays: [], cancelledDates: ['2026-02-30'] },
    ]) {
      expect(scheduleSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });

  it('finds training days and leaves out cancelled ones', () => {
    const schedule = scheduleSchema.parse({
      trainingDays: [{ weekday: 4, time: '18:30', place: 'Hall 2' }],
      cancelledDates: ['2026-12-24'],
    });
    expect(trainingDayOn(schedule, d('2026-12-17'))?.time).toBe('18:30');
    expect(trainingDayOn(schedule, d('2026-12-24'))).toBeUndefined();
    expect(
      trainingDaysBetween(schedule, d('2026-12-14'), d('2027-01-03')).map((t) => t.day),
    ).toEqual(['2026-12-17', '2026-12-31']);
  });
});

describe('reminderDueAt', () => {
  it('is the eve at the set hour in Berlin, summer and winter', () => {
    expect(new Date(reminderDueAt(d('2026-12-18'), 18, BERLIN)).toISOString()).toBe(
      '2026-12-17T17:00:00.000Z',
    );
    expect(new Date(reminderDueAt(d('2026-07-03'), 18, BERLIN)).toISOString()).toBe(
      '2026-07-02T16:00:00.000Z',
    );
  });

  it('keeps the wall-clock hour on the nights the clocks change', () => {
    // Eve is Sunday 29 March (spring forward at 02:00): 18:00 is UTC+2.
    expect(new Date(reminderDueAt(d('2026-03-30'), 18, BERLIN)).toISOString()).toBe(
      '2026-03-29T16:00:00.000Z',
    );
    // 02:00 does not exist that night: the first instant after it, 03:00 CEST.
    expect(new Date(reminderDueAt(d('2026-03-30'), 2, BERLIN)).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    // Eve is Sunday 25 October (fall back at 03:00): 18:00 is UTC+1 again.
    expect(new Date(reminderDueAt(d('2026-10-26'), 18, BERLIN)).toISOString()).toBe(
      '2026-10-25T17:00:00.000Z',
    );
    // The first of the two 02:00s.
    expect(new Date(reminderDueAt(d('2026-10-26'), 2, BERLIN)).toISOString()).toBe(
      '2026-10-25T00:00:00.000Z',
    );
  });

  it('has the eve of New Year on 31 December', () => {
    expect(new Date(reminderDueAt(d('2027-01-01'), 20, BERLIN)).toISOString()).toBe(
      '2026-12-31T19:00:00.000Z',
    );
  });
});

describe('trainingStartsAt', () => {
  it('is the wall-clock time on the day, either side of a clock change', () => {
    const at = (day: string, time: string | null) => trainingStartsAt(d(day), time, BERLIN);
    expect(new Date(at('2026-03-29', '18:30')!).toISOString()).toBe('2026-03-29T16:30:00.000Z');
    expect(new Date(at('2026-03-28', '18:30')!).toISOString()).toBe('2026-03-28T17:30:00.000Z');
    expect(new Date(at('2026-10-25', '18:30')!).toISOString()).toBe('2026-10-25T17:30:00.000Z');
    expect(at('2026-10-25', null)).toBeUndefined();
  });
});

describe('texts', () => {
  it('say the issue’s sentences in English and German', () => {
    const args = { name: 'Ines', state: 'present', count: 12, trainingDays: true } as const;
    expect(seriesMessage(SEASON_TEXTS.en, { ...args, range: '1 Dec – 29 Jan' })).toBe(
      'Ines will attend 12 training days, 1 Dec – 29 Jan',
    );
    expect(
      seriesMessage(SEASON_TEXTS.en, {
        ...args,
        state: 'away',
        count: 1,
        trainingDays: false,
        range: '1 Dec',
      }),
    ).toBe('Ines will not attend 1 day, 1 Dec');
    expect(seriesMessage(SEASON_TEXTS.de, { ...args, range: '1. Dez. – 29. Jan.' })).toBe(
      'Ines kommt an 12 Trainingstagen, 1. Dez. – 29. Jan.',
    );
    expect(reminderMessage(SEASON_TEXTS.en, { time: '18:30', present: 5, away: 2 })).toBe(
      'Tomorrow 18:30: 5 present, 2 away. Are you coming?',
    );
    expect(reminderMessage(SEASON_TEXTS.de, { time: null, present: 0, away: 1 })).toBe(
      'Morgen: 0 dabei, 1 nicht dabei. Kommst du?',
    );
  });

  it('have a German text for every English one', () => {
    expect(Object.keys(SEASON_TEXTS.de).sort()).toEqual(Object.keys(SEASON_TEXTS.en).sort());
  });
});
