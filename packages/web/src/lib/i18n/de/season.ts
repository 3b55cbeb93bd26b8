import { SEASON_TEXTS } from '@turnout/domain';
import { seasonInboxTexts } from '../domain-texts.ts';
import type { seasonEn } from '../en/season.ts';

// German texts of season planning (en/season.ts has the English and the notes): informal "du",
// as a sports club writes to its members. The server's push sentences come from the domain.

const domain = SEASON_TEXTS.de;

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const seasonDe = {
  season: {
    trainingDays: domain.trainingDays,
    trainingDaysHelp:
      'An diesen Tagen trainiert deine Gruppe jede Woche. Die Mitglieder sehen sie im Kalender.',
    time: domain.time,
    timeOn: 'Uhrzeit am {{weekday}}',
    place: domain.place,
    placeOn: 'Ort am {{weekday}}',
    cancelledDates: domain.cancelledDates,
    cancelledDatesHelp: 'Ferien, Feiertage und andere Tage ohne Training.',
    cancelledDate: 'Ausgefallener Termin',
    addCancelledDate: domain.addCancelledDate,
    removeCancelledDate: '{{date}} entfernen',
    noCancelledDates: 'Keine ausgefallenen Termine.',
    dateMissing: 'Wähle zuerst ein Datum.',
    dateTwice: 'Dieser Termin fällt schon aus.',
    tooManyDates: 'Eine Gruppe kann höchstens {{max}} ausgefallene Termine haben.',
    placeTooLong: 'Der Ort darf höchstens {{max}} Zeichen haben.',
    scheduleFailed: 'Die Trainingstage wurden nicht gespeichert. {{reason}}',
    cellTraining: 'Trainingstag',
    cellTrainingAt: 'Trainingstag um {{time}}',
    cellCancelled: 'Training fällt aus',
    trainingDay: domain.trainingDay,
    trainingCancelled: 'Training fällt aus',
    repeatAnswer: domain.repeatAnswer,
    answer: 'Antwort',
    whichDays: 'Welche Tage',
    everyDay: domain.everyDay,
    weekdayTraining: '{{weekday}} (Trainingstag)',
    from: domain.from,
    until: domain.until,
    note: 'Notiz (optional)',
    noteHelp: 'Dieselbe Notiz für jeden Tag. Die Mitglieder der Gruppe können sie lesen.',
    summaryPresent_one: 'Du bist an {{count}} Tag dabei.',
    summaryPresent_other: 'Du bist an {{count}} Tagen dabei.',
    summaryAway_one: 'Du bist an {{count}} Tag nicht dabei.',
    summaryAway_other: 'Du bist an {{count}} Tagen nicht dabei.',
    noDays: 'Kein Tag passt. Wähl andere Wochentage oder ein anderes Datum.',
    untilBeforeFrom: 'Der letzte Tag darf nicht vor dem ersten liegen.',
    tooManyDays: 'Eine wiederholte Antwort kann höchstens {{max}} Tage umfassen.',
    chooseWeekday: 'Wähle mindestens einen Wochentag.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved_one: 'Deine Antwort ist für {{count}} Tag gespeichert.',
    saved_other: 'Deine Antwort ist für {{count}} Tage gespeichert.',
    saveFailed: 'Deine Antwort wurde nicht gespeichert. {{reason}}',
    // Tage einer wiederholten Antwort, die schon eine andere Antwort oder eine Notiz haben.
    existingTitle_one: '{{count}} Tag hat schon eine andere Antwort oder eine Notiz',
    existingTitle_other: '{{count}} Tage haben schon eine andere Antwort oder eine Notiz',
    existingDay: '{{day}}: {{answer}}',
    existingKeep_one: 'So lassen, wie er ist',
    existingKeep_other: 'So lassen, wie sie sind',
    existingReplace_one: 'Durch diese Antwort ersetzen',
    existingReplace_other: 'Durch diese Antwort ersetzen',
    savedKept_one: '{{count}} Tag blieb, wie er war.',
    savedKept_other: '{{count}} Tage blieben, wie sie waren.',
    seriesExcept: 'Nicht am {{days}}',
    ...seasonInboxTexts(domain),
    inGroup: '{{group}}: {{text}}',
    reminders: domain.reminders,
    reminderHour: domain.reminderHour,
    remindersMenu: 'Erinnerungen',
    remindersTitle: 'Erinnerungen',
    remindersText:
      'Am Abend vor einem Trainingstag erinnert dich Turnout, falls du noch nicht geantwortet hast.',
    remindersOn: 'Erinnerungen für {{group}} sind an, um {{time}}.',
    remindersOff: 'Erinnerungen für {{group}} sind aus.',
    remindersFailed: 'Die Erinnerung konnte nicht gespeichert werden. Bitte versuch es noch mal.',
    reminderEmail: 'Auch per E-Mail',
    reminderEmailOn: 'Erinnerungen für {{group}} kommen auch per E-Mail.',
    reminderEmailOff: 'Erinnerungen für {{group}} kommen nicht mehr per E-Mail.',
    weeklyDigest: 'Wochenübersicht per E-Mail (sonntags)',
    weeklyDigestOn: 'Die Wochenübersicht für {{group}} ist an.',
    weeklyDigestOff: 'Die Wochenübersicht für {{group}} ist aus.',
    remindersFor: 'Erinnerungen für {{group}}',
    remindersNoPush:
      'Dieses Gerät bekommt noch keine Benachrichtigungen, deine Erinnerungen erscheinen also nur in der App unter Benachrichtigungen.',
    remindersNoPushHere:
      'Dieser Browser kann keine Benachrichtigungen zeigen, deine Erinnerungen erscheinen also nur in der App unter Benachrichtigungen.',
    remindersPushBlocked:
      'Benachrichtigungen sind für Turnout in diesem Browser blockiert, deine Erinnerungen erscheinen also nur in der App unter Benachrichtigungen. Um sie zu bekommen, erlaube Benachrichtigungen in den Website-Einstellungen des Browsers.',
  },
} satisfies Strings<typeof seasonEn>;
