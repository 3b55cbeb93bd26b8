import { LIMITS, MIN_PASSWORD_LENGTH } from './constants.ts';
import type {
  GROUP_MESSAGES,
  INVITE_MESSAGES,
  JOIN_ERROR_MESSAGES,
  LOG_IN_ERROR_MESSAGES,
  NOTIFICATION_MESSAGES,
  SIGN_UP_ERROR_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages.ts';
import type { ACCOUNT_MESSAGES } from './account.ts';

// The German wording of the tables in messages.ts and profile.ts, key for key (informal "du",
// as a sports club writes to its members). The web app and the server build their German
// texts from these, as they build the English ones from the originals.

type Same<T> = { [K in keyof T]: string };

export const LOG_IN_ERROR_MESSAGES_DE = {
  'invalid-email': 'Ungültige E-Mail-Adresse!',
  'missing-email': 'Die E-Mail-Adresse fehlt!',
  'user-not-found': 'Zu dieser Adresse gibt es kein Konto!',
  'wrong-password': 'Falsches Passwort!',
  'user-disabled': 'Dieses Konto ist gesperrt! Bitte wende dich an den Support.',
  'internal-error': 'Die Anmeldung ist fehlgeschlagen!',
} as const satisfies Same<typeof LOG_IN_ERROR_MESSAGES>;

export const SIGN_UP_ERROR_MESSAGES_DE = {
  'invalid-email': 'Ungültige E-Mail-Adresse!',
  'email-already-in-use': 'Diese E-Mail-Adresse wird schon verwendet!',
  'weak-password': `Dein Passwort ist zu schwach! Bitte nimm mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`,
} as const satisfies Same<typeof SIGN_UP_ERROR_MESSAGES>;

export const OTHER_ERROR_TEMPLATE_DE = 'Ein Fehler ist aufgetreten: {code}';

export const VALIDATION_MESSAGES_DE = {
  nameEmpty: 'Der Name darf nicht leer sein',
  emailEmpty: 'Die E-Mail-Adresse darf nicht leer sein',
  passwordEmpty: 'Das Passwort darf nicht leer sein',
  passwordTooShort: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen haben`,
  groupNameRequired: 'Bitte gib der Gruppe einen Namen',
  nameTooLong: `Der Name darf höchstens ${LIMITS.displayName} Zeichen haben`,
  emailTooLong: `Die E-Mail-Adresse darf höchstens ${LIMITS.email} Zeichen haben`,
  passwordTooLong: `Das Passwort darf höchstens ${LIMITS.password} Zeichen haben`,
  groupNameTooLong: `Der Gruppenname darf höchstens ${LIMITS.groupName} Zeichen haben`,
  groupLocationTooLong: `Der Ort darf höchstens ${LIMITS.groupLocation} Zeichen haben`,
  groupDescriptionTooLong: `Die Beschreibung darf höchstens ${LIMITS.groupDescription} Zeichen haben`,
  noteTooLong: `Die Notiz darf höchstens ${LIMITS.note} Zeichen haben`,
  controlCharacters: 'Der Text darf keine Steuerzeichen enthalten',
  notText: 'Der Text muss gültiges Unicode sein',
  nameInvisible:
    'Der Name darf keine unsichtbaren Zeichen und keine Zeichen enthalten, die die Schreibrichtung ändern',
  nameMixedScripts:
    'Ein Wort im Namen darf keine Alphabete mischen (etwa lateinische und kyrillische Buchstaben)',
  dayOutOfRange: 'Erwartet wird ein Tag in den Jahren 0001 bis 9999',
  intervalReversed: 'Der Zeitraum darf nicht vor seinem Anfang enden.',
  intervalTooLong: 'Der Zeitraum darf höchstens {max} Tage umfassen.',
  dayOutsideAnswerWindow:
    'Antworten sind für Tage von vor einem Jahr bis zwei Jahre im Voraus möglich.',
} as const satisfies Same<typeof VALIDATION_MESSAGES>;

export const GROUP_MESSAGES_DE = {
  notFound: 'Diese Gruppe gibt es nicht, oder du hast keinen Zugriff darauf.',
  left: 'Du hast die Gruppe {groupName} verlassen',
  ownerNote: 'Du verwaltest diese Gruppe.',
  ownerOnly: 'Das darf nur, wer die Gruppe verwaltet.',
  ownerCannotLeave:
    'Wer die Gruppe verwaltet, kann sie nicht verlassen. Lösche die Gruppe stattdessen.',
  memberNotFound: 'Diese Person ist kein Mitglied der Gruppe.',
  removedMemberNotFound: 'Diese Person wurde nicht aus der Gruppe entfernt.',
  empty:
    'Du bist noch in keiner Gruppe. Erstelle deine erste Gruppe und lade andere ein, oder lass dir einen Einladungslink schicken, um bei einer mitzumachen.',
} as const satisfies Same<typeof GROUP_MESSAGES>;

export const INVITE_MESSAGES_DE = {
  copied:
    'Der Einladungslink ist in der Zwischenablage. Schick ihn allen, die du in diese Gruppe einladen willst!',
  notShared: 'Diese Gruppe wurde noch nicht geteilt.',
  clipboardUnavailable: 'Die Zwischenablage ist in diesem Browser nicht verfügbar',
  shareTitle: 'Mach mit bei {groupName} auf Turnout',
  shareText: '{ownerDisplayName} lädt dich in die Gruppe {groupName} auf Turnout ein.',
} as const satisfies Same<typeof INVITE_MESSAGES>;

export const NOTIFICATION_MESSAGES_DE = {
  empty: 'Du hast noch keine Benachrichtigungen.',
} as const satisfies Same<typeof NOTIFICATION_MESSAGES>;

export const JOIN_ERROR_MESSAGES_DE = {
  'invite-not-found':
    'Dieser Einladungslink gilt nicht. Vielleicht ist er vertippt oder wurde zurückgezogen; bitte die Person, die die Gruppe verwaltet, um einen neuen.',
  'membership-write-denied':
    'Du konntest nicht zur Gruppe hinzugefügt werden. Versuch es noch einmal, oder bitte die Person, die die Gruppe verwaltet, um einen neuen Einladungslink.',
  'max-retries-exceeded':
    'Das Beitreten dauert länger als gedacht. Prüf deine Verbindung und versuch es noch einmal.',
  'removed-from-group':
    'Die Person, die die Gruppe verwaltet, hat dich aus dieser Gruppe entfernt. Bitte sie, dich wieder beitreten zu lassen.',
} as const satisfies Same<typeof JOIN_ERROR_MESSAGES>;

export const ACCOUNT_MESSAGES_DE = {
  resetLinkSent: 'Falls es zu dieser Adresse ein Konto gibt, haben wir dir einen Link geschickt.',
  expiredLink: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  wrongCurrentPassword: 'Falsches Passwort!',
  sameEmail: 'Das ist schon deine E-Mail-Adresse.',
  newOwnerNotMember: 'Wer die Gruppe übernimmt, muss Mitglied der Gruppe sein.',
  ownedGroupsUnresolved:
    'Wähle für jede deiner Gruppen jemanden, der sie übernimmt, oder lösche sie.',
  sessionNotFound: 'Diese Sitzung ist schon beendet.',
} as const satisfies Same<typeof ACCOUNT_MESSAGES>;
