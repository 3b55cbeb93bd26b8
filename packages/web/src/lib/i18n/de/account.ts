import type { Strings } from '../en.ts';
import type { accountEn } from '../en/account.ts';

// German texts of /profile, /settings and the e-mail confirmation page.
export const accountDe = {
  profile: {
    nameTitle: 'Anzeigename',
    nameText: 'Der Name, den die Mitglieder deiner Gruppen sehen.',
    name: 'Anzeigename',
    saveName: 'Namen speichern',
    nameSaved: 'Dein Name wurde geändert.',
    emailTitle: 'E-Mail-Adresse',
    emailText:
      'Deine jetzige Adresse ist {{email}}. Wir schicken einen Link an die neue Adresse; geändert wird sie, sobald du ihn öffnest.',
    newEmail: 'Neue E-Mail-Adresse',
    currentPassword: 'Aktuelles Passwort',
    sendConfirmation: 'Bestätigungslink senden',
    emailPending:
      'Wir haben einen Bestätigungslink an {{email}} geschickt. Öffne ihn, um die Änderung abzuschließen.',
    cancelEmailChange: 'Änderung abbrechen',
    emailCancelled:
      'Die Änderung wurde abgebrochen. Der Link in der E-Mail funktioniert nicht mehr.',
    passwordTitle: 'Passwort',
    passwordText:
      'Wenn du dein Passwort änderst, werden alle anderen Geräte abgemeldet und alle noch offenen Links (Passwort zurücksetzen, E-Mail ändern) ungültig.',
    newPassword: 'Neues Passwort',
    changePassword: 'Passwort ändern',
    passwordChanged: 'Dein Passwort wurde geändert. Andere Geräte sind abgemeldet.',
    sessionsTitle: 'Angemeldete Geräte',
    browser: 'Browser',
    app: 'App',
    thisDevice: 'Dieses Gerät',
    lastSeen: 'Zuletzt aktiv {{when}}',
    signOut: 'Abmelden',
    signOutDevice: '{{device}} abmelden',
    signOutOthers: 'Überall sonst abmelden',
    exportTitle: 'Deine Daten',
    exportText:
      'Lade alles, was Turnout über dich speichert, als eine JSON-Datei herunter: dein Profil, deine Mitgliedschaften, deine Teilnahme mit Notizen und deine Benachrichtigungen.',
    exportButton: 'Meine Daten exportieren',
    deleteTitle: 'Konto löschen',
    deleteText:
      'Wenn du dein Konto löschst, sind dein Profil, deine Notizen, Benachrichtigungen und Sitzungen endgültig weg. Deine Gruppen behalten deine vergangenen Antworten und wer da war, ohne deinen Namen, als „Gelöschtes Mitglied N“: nichts davon führt zu dir zurück. Die Mitglieder deiner Gruppen sehen, dass du gehst.',
    deleteButton: 'Konto löschen',
    deleteDialogTitle: 'Dein Konto löschen?',
    deleteOwned:
      'Du verwaltest diese Gruppen. Wähle für jede ein Mitglied, das sie übernimmt, oder lösche sie.',
    deleteGroupChoice: 'Was mit {{name}} passiert',
    deleteGroupOption: 'Gruppe löschen',
    handOverOption: 'An {{name}} übergeben',
    deleteGroupWarning:
      'Eine gelöschte Gruppe ist für alle ihre Mitglieder weg, mit allen Antworten. Das lässt sich nicht rückgängig machen.',
    deleteConfirm: 'Mein Konto löschen',
    cancel: 'Abbrechen',
  },
  confirmEmail: {
    title: 'Bestätige deine neue E-Mail-Adresse',
    text: 'Bestätige, dass dein Turnout-Konto die Adresse nutzen soll, an die dieser Link ging.',
    button: 'E-Mail-Adresse bestätigen',
    done: 'Deine E-Mail-Adresse ist jetzt {{email}}.',
    toGroups: 'Zu meinen Gruppen',
  },
  settings: {
    notificationsTitle: 'Benachrichtigungen',
    notificationsText:
      'Wähle, welche Gruppen dich benachrichtigen, wenn Mitglieder ihre Tage ändern.',
    notifyFrom: 'Benachrichtigungen von {{name}}',
    noGroups: 'Du bist noch in keiner Gruppe.',
  },
} satisfies Strings<typeof accountEn>;
