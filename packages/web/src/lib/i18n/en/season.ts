import { SEASON_TEXTS } from '@turnout/domain';
import { seasonInboxTexts } from '../domain-texts.ts';

// Texts of season planning: a group's training days, a repeating answer, the inbox's series
// and reminder entries, and the reminder settings (docs/decisions/022-season-planning.md).
// The sentences the server also sends as pushes come from the domain, so both say the same.

const domain = SEASON_TEXTS.en;

export const seasonEn = {
  season: {
    // The owner's section of the Edit Group dialog.
    trainingDays: domain.trainingDays,
    trainingDaysHelp: 'The days your group trains every week. Members see them in the calendar.',
    time: domain.time,
    timeOn: 'Time on {{weekday}}',
    place: domain.place,
    placeOn: 'Place on {{weekday}}',
    cancelledDates: domain.cancelledDates,
    cancelledDatesHelp: 'Holidays and other days without training.',
    cancelledDate: 'Cancelled date',
    addCancelledDate: domain.addCancelledDate,
    removeCancelledDate: 'Remove {{date}}',
    noCancelledDates: 'No cancelled dates.',
    dateMissing: 'Choose a date first.',
    dateTwice: 'This date is already cancelled.',
    tooManyDates: 'A group can have at most {{max}} cancelled dates.',
    placeTooLong: 'A place can have at most {{max}} characters.',
    scheduleFailed: 'The training days were not saved. {{reason}}',
    // The calendar: the day cell's name after the date, and the day sheet.
    cellTraining: 'training day',
    cellTrainingAt: 'training day at {{time}}',
    cellCancelled: 'training cancelled',
    trainingDay: domain.trainingDay,
    trainingCancelled: 'Training cancelled',
    // A repeating answer, from the day sheet.
    repeatAnswer: domain.repeatAnswer,
    answer: 'Answer',
    whichDays: 'Which days',
    everyDay: domain.everyDay,
    weekdayTraining: '{{weekday}} (training day)',
    from: domain.from,
    until: domain.until,
    note: 'Note (optional)',
    noteHelp: 'The same note for every day. The members of this group can read it.',
    summaryPresent_one: 'You will be present on {{count}} day.',
    summaryPresent_other: 'You will be present on {{count}} days.',
    summaryAway_one: 'You will be away on {{count}} day.',
    summaryAway_other: 'You will be away on {{count}} days.',
    noDays: 'No day matches. Choose other weekdays or dates.',
    untilBeforeFrom: 'The last day must not be before the first.',
    tooManyDays: 'A repeating answer can cover at most {{max}} days.',
    chooseWeekday: 'Choose at least one weekday.',
    save: 'Save',
    cancel: 'Cancel',
    saved_one: 'Your answer is saved for {{count}} day.',
    saved_other: 'Your answer is saved for {{count}} days.',
    saveFailed: 'Your answer was not saved. {{reason}}',
    // Days of a repeating answer that already hold another answer or a note.
    existingTitle_one: '{{count}} day already has another answer or a note',
    existingTitle_other: '{{count}} days already have another answer or a note',
    existingDay: '{{day}}: {{answer}}',
    existingKeep_one: 'Keep it as it is',
    existingKeep_other: 'Keep them as they are',
    existingReplace_one: 'Replace it with this answer',
    existingReplace_other: 'Replace them with this answer',
    savedKept_one: '{{count}} day kept as it was.',
    savedKept_other: '{{count}} days kept as they were.',
    seriesExcept: 'Not on {{days}}',
    // The inbox: a repeating answer and a reminder.
    ...seasonInboxTexts(domain),
    inGroup: '{{group}}: {{text}}',
    // Reminders, in the settings and the group menu.
    reminders: domain.reminders,
    reminderHour: domain.reminderHour,
    remindersMenu: 'Reminders',
    remindersTitle: 'Reminders',
    remindersText:
      'The evening before a training day, Turnout reminds you if you have not answered yet.',
    remindersOn: 'Reminders for {{group}} are on, at {{time}}.',
    remindersOff: 'Reminders for {{group}} are off.',
    remindersFailed: "The reminder setting couldn't be saved. Please try again.",
    // Reminders by e-mail and the coaches' weekly digest (docs/decisions/053-e-mail-channel-and-digest.md).
    reminderEmail: 'Also by e-mail',
    reminderEmailOn: 'Reminders for {{group}} also come by e-mail.',
    reminderEmailOff: 'Reminders for {{group}} no longer come by e-mail.',
    weeklyDigest: 'Weekly digest by e-mail (Sundays)',
    weeklyDigestOn: 'The weekly digest for {{group}} is on.',
    weeklyDigestOff: 'The weekly digest for {{group}} is off.',
    remindersFor: 'Reminders for {{group}}',
    remindersNoPush:
      'This device does not get notifications yet, so your reminders will only show in the app, under Notifications.',
    remindersNoPushHere:
      'This browser cannot show notifications, so your reminders will only show in the app, under Notifications.',
    remindersPushBlocked:
      "Notifications are blocked for Turnout in this browser, so your reminders will only show in the app, under Notifications. To get them, allow notifications in the browser's site settings.",
  },
};
