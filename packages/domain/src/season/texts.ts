import { LIMITS, MAX_SERIES_DAYS } from '../constants.ts';

// The texts of season planning (docs/decisions/022-season-planning.md), English and German side
// by side (the German app reads `de`): the schemas' validation messages, the pushes and inbox
// cards of a repeating answer and of a reminder, and the screens' labels.

export const SEASON_TEXTS = {
  en: {
    // Validation (the schemas use the English ones: server answers are English).
    timeInvalid: 'time must be HH:MM (00:00 to 23:59)',
    placeTooLong: `place can have at most ${LIMITS.trainingPlace} characters`,
    tooManyTrainingDays: 'a group can have at most 7 training days',
    weekdayTwice: 'each weekday can be a training day only once',
    tooManyCancelledDates: `a group can have at most ${LIMITS.cancelledDates} cancelled dates`,
    seriesTooLong: `a repeating answer can cover at most ${MAX_SERIES_DAYS} days`,
    weekdaysEmpty: 'choose at least one weekday',
    // Push and inbox card of a repeating answer. {range} is e.g. "1 Dec – 29 Jan". Keys end in
    // i18next's plural suffixes: _one for a count of 1, _other otherwise. "Training" when the
    // answer named weekdays (the group's training days are offered first), plain days otherwise.
    seriesPresentTraining_one: '{name} will attend {count} training day, {range}',
    seriesPresentTraining_other: '{name} will attend {count} training days, {range}',
    seriesPresent_one: '{name} will attend {count} day, {range}',
    seriesPresent_other: '{name} will attend {count} days, {range}',
    seriesAwayTraining_one: '{name} will not attend {count} training day, {range}',
    seriesAwayTraining_other: '{name} will not attend {count} training days, {range}',
    seriesAway_one: '{name} will not attend {count} day, {range}',
    seriesAway_other: '{name} will not attend {count} days, {range}',
    seriesUndecidedTraining_one: '{name} withdrew their answer for {count} training day, {range}',
    seriesUndecidedTraining_other:
      '{name} withdrew their answer for {count} training days, {range}',
    seriesUndecided_one: '{name} withdrew their answer for {count} day, {range}',
    seriesUndecided_other: '{name} withdrew their answer for {count} days, {range}',
    // Push and inbox card of a reminder, sent the evening before a training day.
    reminderWithTime: 'Tomorrow {time}: {present} present, {away} away. Are you coming?',
    reminderWithoutTime: 'Tomorrow: {present} present, {away} away. Are you coming?',
    // Labels the screens use (accessible names included).
    trainingDays: 'Training days',
    time: 'Time',
    place: 'Place',
    cancelledDates: 'Cancelled dates',
    addCancelledDate: 'Add cancelled date',
    cancelled: 'Cancelled',
    trainingDay: 'Training day',
    repeatAnswer: 'Answer several days',
    everyDay: 'Every day',
    from: 'From',
    until: 'Until',
    reminders: 'Remind me the evening before a training day',
    reminderHour: 'Reminder time',
  },
  de: {
    timeInvalid: 'Die Uhrzeit muss HH:MM sein (00:00 bis 23:59)',
    placeTooLong: `Der Ort darf höchstens ${LIMITS.trainingPlace} Zeichen haben`,
    tooManyTrainingDays: 'Eine Gruppe kann höchstens 7 Trainingstage haben',
    weekdayTwice: 'Jeder Wochentag kann nur einmal Trainingstag sein',
    tooManyCancelledDates: `Eine Gruppe kann höchstens ${LIMITS.cancelledDates} ausgefallene Termine haben`,
    seriesTooLong: `Eine wiederholte Antwort kann höchstens ${MAX_SERIES_DAYS} Tage umfassen`,
    weekdaysEmpty: 'Wähle mindestens einen Wochentag',
    seriesPresentTraining_one: '{name} kommt an {count} Trainingstag, {range}',
    seriesPresentTraining_other: '{name} kommt an {count} Trainingstagen, {range}',
    seriesPresent_one: '{name} kommt an {count} Tag, {range}',
    seriesPresent_other: '{name} kommt an {count} Tagen, {range}',
    seriesAwayTraining_one: '{name} kommt an {count} Trainingstag nicht, {range}',
    seriesAwayTraining_other: '{name} kommt an {count} Trainingstagen nicht, {range}',
    seriesAway_one: '{name} kommt an {count} Tag nicht, {range}',
    seriesAway_other: '{name} kommt an {count} Tagen nicht, {range}',
    seriesUndecidedTraining_one:
      '{name} hat die Antwort für {count} Trainingstag zurückgezogen, {range}',
    seriesUndecidedTraining_other:
      '{name} hat die Antwort für {count} Trainingstage zurückgezogen, {range}',
    seriesUndecided_one: '{name} hat die Antwort für {count} Tag zurückgezogen, {range}',
    seriesUndecided_other: '{name} hat die Antwort für {count} Tage zurückgezogen, {range}',
    reminderWithTime: 'Morgen {time}: {present} dabei, {away} nicht dabei. Kommst du?',
    reminderWithoutTime: 'Morgen: {present} dabei, {away} nicht dabei. Kommst du?',
    trainingDays: 'Trainingstage',
    time: 'Uhrzeit',
    place: 'Ort',
    cancelledDates: 'Ausgefallene Termine',
    addCancelledDate: 'Ausgefallenen Termin hinzufügen',
    cancelled: 'Fällt aus',
    trainingDay: 'Trainingstag',
    repeatAnswer: 'Mehrere Tage beantworten',
    everyDay: 'Jeden Tag',
    from: 'Von',
    until: 'Bis',
    reminders: 'Am Abend vor einem Trainingstag erinnern',
    reminderHour: 'Uhrzeit der Erinnerung',
  },
} as const satisfies Record<'en' | 'de', Record<string, string>>;
export type SeasonTextKey = keyof (typeof SEASON_TEXTS)['en'];
export type SeasonLanguage = keyof typeof SEASON_TEXTS;

/** The season texts of a BCP 47 locale's language; English when there is no translation. */
export function seasonTexts(locale: string): (typeof SEASON_TEXTS)[SeasonLanguage] {
  const language = locale.split('-')[0]!.toLowerCase();
  return language === 'de' ? SEASON_TEXTS.de : SEASON_TEXTS.en;
}
