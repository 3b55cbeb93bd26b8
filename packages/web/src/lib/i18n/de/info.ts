import type { Strings } from '../en.ts';
import type { infoEn } from '../en/info.ts';

// German texts of the about, privacy and debug pages.
export const infoDe = {
  about: {
    tagline: 'Ein Anwesenheitskalender für Gruppen.',
    description:
      'Mit Turnout bilden Leute Gruppen und teilen, an welchen Tagen sie dabei sind, nicht dabei oder noch unentschlossen, damit alle wissen, wer kommt.',
    version: 'Version {{version}}',
    privacyLink: 'Wie Turnout mit deinen Daten umgeht',
  },
  privacy: {
    intro:
      'Turnout speichert nur, was es zum Funktionieren braucht. Hier steht, was das ist und warum. Turnout zeigt keine Werbung, verfolgt dich nicht und lädt nichts von anderen Diensten.',
    whatTitle: 'Was Turnout speichert',
    account:
      '<b>Dein Konto:</b> dein Name, deine E-Mail-Adresse und ein Hash deines Passworts (nie das Passwort selbst). Wir brauchen sie, um dich anzumelden und deinen Namen den Mitgliedern deiner Gruppen zu zeigen.',
    sessions:
      '<b>Sitzungen:</b> ein Cookie, das dich angemeldet hält. Es ist für die Anmeldung nötig und wird beim Abmelden entfernt.',
    groups:
      '<b>Gruppen und Mitgliedschaften:</b> die Gruppen, die du erstellst oder denen du beitrittst, mit Name, Ort und Beschreibung, und wer dazugehört. Wir brauchen sie, um Pläne innerhalb einer Gruppe zu teilen.',
    attendance:
      '<b>Teilnahme und Notizen:</b> ob du an einem Tag dabei bist, nicht dabei oder noch offen, und die Notiz, die du dazuschreibst. Die Mitglieder derselben Gruppe sehen sie; genau dafür ist Turnout da.',
    notifications:
      '<b>Benachrichtigungen:</b> Nachrichten über Änderungen in deinen Gruppen, so lange aufbewahrt, wie sie gebraucht werden, damit du sie in der App lesen kannst.',
    push: '<b>Push-Registrierungen:</b> Wenn du Benachrichtigungen erlaubst, die Adresse, die uns dein Browser oder Handy für die Zustellung gibt. Wir nutzen sie nur, um dich zu benachrichtigen.',
    whoTitle: 'Wer es sehen kann',
    who: 'Die Mitglieder einer Gruppe sehen die Gruppe, die Namen ihrer Mitglieder und deren Teilnahme und Notizen. Sonst niemand. Wir verkaufen deine Daten nicht und geben sie nicht weiter.',
    contactTitle: 'Fragen oder Löschung',
    contact:
      'Wenn du Fragen zu deinen Daten hast oder dein Konto löschen lassen willst, nutz bitte das <a>Kontaktformular auf unserer Website</a>.',
  },
  imprint: {
    intro:
      'Dieser Turnout-Server wird von den Leuten betrieben, die ihn für eure Gruppe oder euren Verein eingerichtet haben, nicht von den Entwicklern von Turnout. Sie haben hier kein Impressum veröffentlicht.',
    ask: 'Wer ihn betreibt, erfährst du von der Person, die dich eingeladen hat.',
  },
  debug: {
    intro: 'Werkzeuge für Entwickler. Sie erscheinen nur, wenn der Debug-Schalter an ist.',
    theme: 'Design',
    pushNotifications: 'Push-Benachrichtigungen',
    swipeToRefresh: 'Zum Aktualisieren wischen',
    openDialogFromMenuButton: 'Dialog aus Menüknopf öffnen',
    maintainScrollPosition: 'Scrollposition halten',
    maintainScrollPositionCascaded: 'Scrollposition halten (verschachtelt)',
    maintainScrollPositionCascadedTwoWayDataFlow:
      'Scrollposition halten (verschachtelt, Datenfluss in beide Richtungen)',
    scrollToElementPosition: 'Zur Position eines Elements scrollen',
    vuetifyTest: 'Testseite der Komponenten',
    placeholder: 'Diese Debug-Seite füllt sich, sobald die Funktion kommt, die sie prüft.',
    themeName: 'Design: {{name}}',
    palette: 'Farben',
    breakpoints: 'Breakpoints',
    dialogs: 'Dialoggrößen',
    openDialog: 'Dialog {{size}} öffnen',
    dialogText: 'Ein Dialog der Größe {{size}}, {{width}} px breit.',
    version: 'Client-Version {{version}}',
  },
} satisfies Strings<typeof infoEn>;
