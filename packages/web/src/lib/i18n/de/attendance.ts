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
    waitingToSend: 'Wartet aufs Senden',
    waitingToSendMark: 'wartet aufs Senden',
    queue: {
      refused:
        'Deine Antwort für {{date}} in {{group}} wurde beim Senden nicht gespeichert: {{reason}}',
      unknownGroup: 'einer Gruppe',
    },
    week: {
      title: 'Meine Woche',
      loading: 'Meine Woche wird geladen …',
      loadFailed: 'Meine Woche konnte nicht geladen werden.',
      empty: 'Keine Trainings oder Antworten in den nächsten 7 Tagen.',
      myAnswer: 'Meine Antwort in {{group}} am {{date}}',
      counts: '{{present}} dabei, {{away}} nicht dabei, {{undecided}} offen',
      waitlist_one: '{{count}} auf der Warteliste',
      waitlist_other: '{{count}} auf der Warteliste',
      onWaitlist: 'Du stehst auf der Warteliste',
      closed: 'Antworten geschlossen',
      cancelled: 'Abgesagt',
    },
    saveFailed: 'Deine Teilnahme am {{date}} wurde nicht gespeichert. {{reason}}',
    failureReasons: {
      notMember: 'Du bist kein Mitglied dieser Gruppe mehr.',
      unavailable:
        'Turnout erreicht den Server nicht. Prüf deine Verbindung und versuch es noch einmal.',
      other: 'Bitte versuch es noch einmal.',
    },
  },
} satisfies Strings<typeof attendanceEn>;
