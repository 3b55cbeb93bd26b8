import { DEADLINE_HOURS_MAX, TRAINING_LIMIT_MAX } from '../constants.ts';

// The texts of a training's own rules (docs/decisions/045-training-limit-and-waitlist.md,
// 046-answer-deadline.md), English and German side by side: the schemas' validation messages,
// the answers, the promoted member's push and inbox card, and the screens' labels.

export const TRAINING_TEXTS = {
  en: {
    // Validation (the schemas use the English ones: server answers are English).
    limitInvalid: `the limit must be a whole number from 1 to ${TRAINING_LIMIT_MAX}`,
    deadlineAfterStart: 'the answer deadline must be before the start',
    deadlineTooEarly: `the answer deadline can be at most ${DEADLINE_HOURS_MAX} hours before the start`,
    endBeforeStart: 'the end must be after the start',
    needsStartTime: 'an end or an answer deadline needs a start time',
    dayRuleNotTraining: 'a day with its own rules must be a training day',
    dayRuleTwice: 'each date can have its own rules only once',
    // The refusal after the deadline: {weekday} is the day's name, {time} the deadline's time.
    answersClosed: 'Answers for {weekday} closed at {time}. Ask a coach.',
    // The promoted member's push and inbox card: "You're in: Thursday 18:30".
    promotedWithTime: 'You’re in: {weekday} {time}',
    promotedWithoutTime: 'You’re in: {weekday}',
    // Added to the eve's reminder of a full training.
    reminderWaiting: '{waiting} on the waiting list.',
    // Labels the screens use (accessible names included).
    end: 'End',
    limit: 'Limit',
    deadlineHours: 'Answers close (hours before)',
    dayRules: 'Days with their own rules',
    addDayRule: 'Add a day with its own rules',
    presentOfLimit: 'Present {present}/{limit}',
    waitingCount: 'Waiting {count}',
    waiting: 'Waiting',
    waitingPlace: 'You are number {place} on the waiting list',
    answersClose: 'Answers close {when}',
    answersClosedSheet: 'Answers closed {when}. Ask a coach.',
  },
  de: {
    limitInvalid: `Die Höchstzahl muss eine ganze Zahl von 1 bis ${TRAINING_LIMIT_MAX} sein`,
    deadlineAfterStart: 'Der Antwortschluss muss vor dem Beginn liegen',
    deadlineTooEarly: `Der Antwortschluss kann höchstens ${DEADLINE_HOURS_MAX} Stunden vor dem Beginn liegen`,
    endBeforeStart: 'Das Ende muss nach dem Beginn liegen',
    needsStartTime: 'Ein Ende oder ein Antwortschluss braucht eine Anfangszeit',
    dayRuleNotTraining: 'Ein Tag mit eigenen Regeln muss ein Trainingstag sein',
    dayRuleTwice: 'Jedes Datum kann nur einmal eigene Regeln haben',
    answersClosed:
      'Antworten für {weekday} waren bis {time} möglich. Frag eine Trainerin oder einen Trainer.',
    promotedWithTime: 'Du bist dabei: {weekday} {time}',
    promotedWithoutTime: 'Du bist dabei: {weekday}',
    reminderWaiting: '{waiting} auf der Warteliste.',
    end: 'Ende',
    limit: 'Höchstzahl',
    deadlineHours: 'Antwortschluss (Stunden vorher)',
    dayRules: 'Tage mit eigenen Regeln',
    addDayRule: 'Tag mit eigenen Regeln hinzufügen',
    presentOfLimit: 'Dabei {present}/{limit}',
    waitingCount: 'Warteliste {count}',
    waiting: 'Warteliste',
    waitingPlace: 'Du bist Nummer {place} auf der Warteliste',
    answersClose: 'Antwortschluss {when}',
    answersClosedSheet: 'Antwortschluss war {when}. Frag eine Trainerin oder einen Trainer.',
  },
} as const;

/** Weekday names by ISO weekday (1 Monday), for the answers and pushes the server words. */
export const WEEKDAY_NAMES = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
} as const;

/** A text with {weekday} filled in for each ISO weekday: { '1': 'Answers for Monday…', … }. */
export function perWeekday(text: string, language: keyof typeof WEEKDAY_NAMES) {
  return Object.fromEntries(
    WEEKDAY_NAMES[language].map((name, index) => [
      String(index + 1),
      text.replace('{weekday}', name),
    ]),
  ) as Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', string>;
}

export type TrainingTextKey = keyof (typeof TRAINING_TEXTS)['en'];
