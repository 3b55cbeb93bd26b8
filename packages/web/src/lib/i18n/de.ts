import {
  ACCOUNT_MESSAGES_DE,
  LOG_IN_ERROR_MESSAGES_DE,
  OTHER_ERROR_TEMPLATE_DE,
  PRODUCT_NAME,
  SIGN_UP_ERROR_MESSAGES_DE,
  VALIDATION_MESSAGES_DE,
} from '@turnout/domain';
import { versionsDe } from './de/versions.ts';
import type { StartResources } from './en.ts';

// German start-up texts, key for key as en.ts (informal "du", as a sports club writes to its
// members). The error and validation entries come from the domain's German tables, which the
// server answers with too. The screens' texts are in de/screens.ts.

const other = OTHER_ERROR_TEMPLATE_DE.replace('{code}', '{{code}}');

const transportErrors = {
  'resource-exhausted':
    'Zu viele Versuche. Bitte warte eine Minute und versuch es dann noch einmal.',
  unavailable:
    'Turnout erreicht den Server nicht. Prüf deine Verbindung und versuch es noch einmal.',
};

export const de = {
  ...versionsDe,
  app: {
    name: PRODUCT_NAME,
    loading: 'Turnout wird geladen …',
    unreachableTitle: 'Turnout erreicht den Server nicht',
    unreachableText: 'Prüf deine Verbindung und versuch es noch einmal.',
    failedTitle: 'Da ist etwas schiefgelaufen',
    failedText: 'Turnout konnte diese Seite nicht laden. Bitte versuch es noch einmal.',
    retry: 'Noch einmal versuchen',
    ownerBadge: 'Verwaltung',
  },
  common: {
    close: 'Schließen',
    back: 'Zurück',
    logoAlt: 'Turnout-Logo',
    textLogoAlt: 'Turnout',
    opensInNewTab: '(öffnet in einem neuen Tab)',
  },
  auth: {
    logIn: 'Anmelden',
    signUp: 'Registrieren',
    signUpByInvite: 'Neu hier? Frag deine Gruppe nach einem Einladungslink.',
    logOut: 'Abmelden',
    name: 'Name',
    email: 'E-Mail',
    password: 'Passwort',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    consent:
      'Mit der Registrierung bist du einverstanden, dass Turnout deine Daten so verarbeitet, wie es in unserer <a>Datenschutzerklärung</a> steht.',
    forgotPassword: 'Passwort vergessen?',
    forgotPasswordHelp:
      'Wir schicken dir an diese Adresse einen Link, mit dem du ein neues Passwort wählen kannst.',
    sendResetLink: 'Link senden',
    backToLogIn: 'Zurück zur Anmeldung',
    resetTitle: 'Passwort zurücksetzen',
    resetText: 'Wähle ein neues Passwort für dein Turnout-Konto. Hier bleibst du dabei angemeldet.',
    newPassword: 'Neues Passwort',
    setNewPassword: 'Neues Passwort speichern',
    resetLinkSent: ACCOUNT_MESSAGES_DE.resetLinkSent,
    checkingLink: 'Der Link wird geprüft …',
    resetLinkUnusable: 'Dieser Link wurde schon benutzt oder ist abgelaufen.',
    resetLinkAskNew: 'Gib deine E-Mail-Adresse ein, dann schicken wir dir einen neuen Link.',
  },
  logInErrors: { ...LOG_IN_ERROR_MESSAGES_DE, ...transportErrors, other },
  signUpErrors: { ...SIGN_UP_ERROR_MESSAGES_DE, ...transportErrors, other },
  validation: { ...VALIDATION_MESSAGES_DE },
  landing: {
    claim: 'Plant eure Tage gemeinsam.',
    preRelease: 'Vorabversion',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    about: 'Über Turnout',
  },
  preRelease: {
    title: 'Vorabversion',
    intro: 'Turnout ist eine Vorabversion. Manches, was du vielleicht erwartest, fehlt noch.',
    contact:
      'Wenn du etwas brauchst, das die App noch nicht kann, schreib uns über das <a>Kontaktformular auf unserer Website</a>, und wir kümmern uns darum.',
    android:
      'Die Android-App ist im Moment nur für eingeladene Tester offen. Du kannst dich <a>als Android-Tester bewerben</a>.',
    understood: 'Verstanden',
  },
  shell: {
    mainNavigation: 'Hauptnavigation',
    account: 'Konto',
    accountMenu: 'Kontomenü',
    notifications: 'Benachrichtigungen',
    unreadNotifications_one: 'Benachrichtigungen ({{count}} ungelesen)',
    unreadNotifications_other: 'Benachrichtigungen ({{count}} ungelesen)',
    groups: 'Gruppen',
    newNotification: 'Neue Benachrichtigung: {{title}}',
    giveFeedback: 'Feedback geben',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    about: 'Über Turnout',
    profile: 'Profil',
    settings: 'Einstellungen',
    debug: 'Debug',
    avatarAlt: 'Profilbild',
  },
  titles: {
    groups: 'Gruppen',
    group: 'Gruppe',
    notifications: 'Benachrichtigungen',
    join: 'Gruppe beitreten',
    invites: 'Einladungen',
    locations: 'Orte',
    groupsSettings: 'Gruppeneinstellungen',
    profile: 'Profil',
    settings: 'Einstellungen',
    resetPassword: 'Passwort zurücksetzen',
    confirmEmail: 'E-Mail-Adresse bestätigen',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    about: 'Über Turnout',
    debug: 'Debug',
    notFound: 'Seite nicht gefunden',
    statistics: 'Statistik',
  },
  comingSoon: {
    title: 'Kommt bald',
    text: 'Dieser Teil von Turnout ist noch nicht verfügbar. Er kommt mit einem späteren Update.',
    toGroups: 'Zu meinen Gruppen',
  },
  notFound: {
    text: 'Diese Seite gibt es nicht. Vielleicht wurde sie verschoben, oder der Link ist falsch.',
    home: 'Zur Startseite',
  },
} satisfies StartResources;
