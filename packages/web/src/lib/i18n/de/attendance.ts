import type { Strings } from '../en.ts';
import type { attendanceEn } from '../en/attendance.ts';

// German texts of the group calendar and the selected day's sheet.
export const attendanceDe = {
  attendance: {
    states: { away: 'Nicht dabei', undecided: 'Offen', present: 'Dabei' },
    calendar: 'Kalender',
    loading: 'Kalender wird geladen …',
    loadFailed: 'Die Anwesenheit der Gruppe konnte nicht geladen werden.',
    today: 'heute',
    myMark: 'meine Antwort: {{state}}',
    tally: '{{present}} dabei, {{away}} nicht dabei',
    groupDetails: 'Über diese Gruppe',
    location: 'Ort',
    showMore: 'Mehr anzeigen',
    showLess: 'Weniger anzeigen',
    sheet: 'Ausgewählter Tag',
    previousDay: 'Vorheriger Tag',
    nextDay: 'Nächster Tag',
    goToToday: 'Zu heute',
    expand: 'Aufklappen',
    collapse: 'Zuklappen',
    myAttendance: 'Meine Teilnahme',
    nobody: 'Niemand',
    addNote: 'Notiz hinzufügen',
    editNote: 'Notiz bearbeiten',
    noteNeedsState: 'Wähle „Nicht dabei“ oder „Dabei“, um eine Notiz hinzuzufügen.',
    noteTitle: 'Notiz für {{date}}',
    note: 'Notiz',
    noteHelp: 'Die Mitglieder dieser Gruppe können sie lesen.',
    noteTooLong: 'Eine Notiz darf höchstens {{max}} Zeichen haben.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saving: 'Wird gespeichert …',
    saveFailed: 'Deine Teilnahme am {{date}} wurde nicht gespeichert. {{reason}}',
    failureReasons: {
      notMember: 'Du bist kein Mitglied dieser Gruppe mehr.',
      unavailable:
        'Turnout erreicht den Server nicht. Prüf deine Verbindung und versuch es noch einmal.',
      other: 'Bitte versuch es noch einmal.',
    },
  },
} satisfies Strings<typeof attendanceEn>;
