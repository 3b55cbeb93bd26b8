import type { Strings } from '../en.ts';
import type { feedsEn } from '../en/feeds.ts';

// German texts of the calendar feeds and the CSV export.
export const feedsDe = {
  feeds: {
    personalTitle: 'Kalender-Abo',
    personalIntro:
      'Sieh die Tage, an denen du dabei bist, aus allen deinen Gruppen in dem Kalender, den du sowieso nutzt. Bei jedem Tag stehen die Gruppe und wer sonst noch kommt.',
    groupMenu: 'Kalender und Export',
    groupTitle: 'Kalender und Export',
    groupIntro:
      'Abonniere die Tage dieser Gruppe in deinem Kalender: Jeder Tag mit Antworten zeigt, wie viele dabei sind und wer.',
    link: 'Abo-Link',
    create: 'Link erstellen',
    copy: 'Kopieren',
    copied: 'Der Abo-Link ist in der Zwischenablage.',
    copyFailed: 'Der Abo-Link konnte nicht kopiert werden.',
    openInApp: 'In der Kalender-App öffnen',
    shownOnce:
      'Kopier den Link jetzt: Turnout zeigt ihn nur dieses eine Mal. Wer den Link hat, kann diese Tage sehen.',
    active:
      'Du hast einen Abo-Link. Turnout zeigt einen Link nur, wenn er erstellt wird: Setz ihn zurück, um einen neuen zu bekommen.',
    reset: 'Link zurücksetzen',
    resetTitle: 'Link zurücksetzen?',
    resetText:
      'Der alte Link funktioniert sofort nicht mehr: Kalender, die ihn abonniert haben, bekommen keine Aktualisierungen mehr. Abonniere mit dem neuen Link noch einmal.',
    resetDone: 'Der alte Link funktioniert nicht mehr.',
    failed: 'Der Abo-Link konnte nicht erstellt werden. Bitte versuch es noch einmal.',
    loadFailed: 'Dein Abo-Link konnte nicht geladen werden.',
    howTo: 'So abonnierst du',
    google:
      'Google Kalender: Wähle am Computer neben „Weitere Kalender“ das + und „Per URL“, füg den Link ein und wähle „Kalender hinzufügen“.',
    apple:
      'Apple Kalender: Wähle „In der Kalender-App öffnen“, oder geh auf dem iPhone zu Einstellungen, Kalender, Accounts, Account hinzufügen, Andere, „Kalenderabo hinzufügen“ und füg den Link ein.',
    outlook:
      'Outlook: Wähle „Kalender hinzufügen“, dann „Aus dem Internet abonnieren“, füg den Link ein und wähle „Importieren“.',
    exportTitle: 'Als CSV herunterladen',
    exportIntro:
      'Eine Zeile pro Mitglied und eine Spalte pro Tag, für Excel oder LibreOffice: UTF-8, Zellen durch Semikolons getrennt, höchstens ein Jahr. Die Notizen kommen als zweite Datei.',
    from: 'Von',
    to: 'Bis',
    downloadDays: 'Tage herunterladen',
    downloadNotes: 'Notizen herunterladen',
    downloadFailed: 'Die CSV-Datei konnte nicht heruntergeladen werden.',
  },
} satisfies Strings<typeof feedsEn>;
