import { describe, expect, it } from 'vitest';
import { toDay } from '../days.ts';
import { scheduleSchema } from './schedule.ts';
import {
  answerDeadlineMs,
  clockTimeOf,
  isAnswerClosed,
  promotedMessage,
  trainingRulesOn,
} from './training-rules.ts';
import { TRAINING_TEXTS } from './training-texts.ts';

// A training's own rules (docs/decisions/045-training-limit-and-waitlist.md, 046-answer-deadline.md).

const BERLIN = 'Europe/Berlin';
const schedule = scheduleSchema.parse({
  trainingDays: [
    { weekday: 4, time: '18:30', place: null, end: '20:00', limit: 12, deadlineHours: 3 },
    { weekday: 1, time: null, place: null },
  ],
  cancelledDates: ['2026-12-24'],
  dayRules: [{ day: '2026-12-17', limit: 8 }],
});

describe('a training’s rules', () => {
  it('are the weekday’s, or a date’s own in place of them, and none off training days', () => {
    expect(trainingRulesOn(schedule, toDay('2026-12-10'))).toEqual({
      time: '18:30',
      end: '20:00',
      limit: 12,
      deadlineHours: 3,
    });
    // The date's own rules replace the weekday's whole.
    expect(trainingRulesOn(schedule, toDay('2026-12-17'))).toEqual({
      time: '18:30',
      end: null,
      limit: 8,
      deadlineHours: null,
    });
    expect(trainingRulesOn(schedule, toDay('2026-12-24'))).toBeUndefined();
    expect(trainingRulesOn(schedule, toDay('2026-12-11'))).toBeUndefined();
    expect(trainingRulesOn(schedule, toDay('2026-12-14'))).toEqual({
      time: null,
      end: null,
      limit: null,
      deadlineHours: null,
    });
  });

  it('close answers the given hours before the start, in wall-clock time across a clock change', () => {
    const rules = trainingRulesOn(schedule, toDay('2026-12-10'));
    const deadline = answerDeadlineMs(rules, toDay('2026-12-10'), BERLIN)!;
    expect(new Date(deadline).toISOString()).toBe('2026-12-10T14:30:00.000Z');
    expect(clockTimeOf(deadline, BERLIN)).toBe('15:30');
    expect(isAnswerClosed(schedule, toDay('2026-12-10'), deadline - 1, BERLIN)).toBe(false);
    expect(isAnswerClosed(schedule, toDay('2026-12-10'), deadline, BERLIN)).toBe(true);
    // The Thursday after the spring change (29 March 2027): 15:30 summer time.
    const spring = answerDeadlineMs(rules, toDay('2027-04-01'), BERLIN)!;
    expect(new Date(spring).toISOString()).toBe('2027-04-01T13:30:00.000Z');
    // A day without a deadline never closes.
    expect(isAnswerClosed(schedule, toDay('2026-12-17'), Date.UTC(2030, 0, 1), BERLIN)).toBe(false);
  });

  it('refuse a limit of 0 or 10,000, an end before the start, a deadline after it', () => {
    const day = { weekday: 4, time: '18:30', place: null };
    const issues = (input: unknown) =>
      scheduleSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    const texts = TRAINING_TEXTS.en;
    expect(issues({ trainingDays: [{ ...day, limit: 0 }], cancelledDates: [] })).toEqual([
      texts.limitInvalid,
    ]);
    expect(issues({ trainingDays: [{ ...day, limit: 10_000 }], cancelledDates: [] })).toEqual([
      texts.limitInvalid,
    ]);
    expect(issues({ trainingDays: [{ ...day, end: '18:30' }], cancelledDates: [] })).toEqual([
      texts.endBeforeStart,
    ]);
    expect(issues({ trainingDays: [{ ...day, deadlineHours: -1 }], cancelledDates: [] })).toEqual([
      texts.deadlineAfterStart,
    ]);
    expect(
      issues({
        trainingDays: [day],
        cancelledDates: [],
        dayRules: [
          { day: '2026-12-17', limit: 3 },
          { day: '2026-12-17', limit: 4 },
        ],
      }),
    ).toEqual([texts.dayRuleTwice]);
  });

  it('word a promotion in either language', () => {
    expect(promotedMessage(toDay('2026-12-17'), '18:30', 'en')).toBe('You’re in: Thursday 18:30');
    expect(promotedMessage(toDay('2026-12-17'), null, 'de')).toBe('Du bist dabei: Donnerstag');
  });
});
