import {
  GROUP_MESSAGES_DE,
  INVITE_MESSAGES_DE,
  JOIN_ERROR_MESSAGES_DE,
  OTHER_ERROR_TEMPLATE_DE,
} from '@turnout/domain';
import { placeholders } from '../domain-texts.ts';
import type { Strings } from '../en.ts';
import type { groupsEn } from '../en/groups.ts';

// German texts of the groups, invites and members screens. The domain's German tables are the
// server's words too; i18next placeholders are {{name}}, the domain's {name}.

export const groupsDe = {
  groups: {
    create: 'Erstellen',
    empty: GROUP_MESSAGES_DE.empty,
    owned: 'Gruppen, die du verwaltest',
    member: 'Gruppen, in denen du Mitglied bist',
    memberCount_one: '{{count}} Mitglied',
    memberCount_other: '{{count}} Mitglieder',
    location: 'Ort',
    loading: 'Deine Gruppen werden geladen …',
    loadFailed: 'Deine Gruppen konnten nicht geladen werden.',
  },
  groupForm: {
    createTitle: 'Gruppe erstellen',
    editTitle: 'Gruppe bearbeiten',
    name: 'Name',
    location: 'Ort',
    description: 'Beschreibung',
    optional: 'Optional',
    cancel: 'Abbrechen',
    create: 'Erstellen',
    save: 'Speichern',
    saved: 'Deine Änderungen sind gespeichert.',
  },
  group: {
    menu: 'Gruppenmenü',
    invite: 'Einladen',
    edit: 'Gruppe bearbeiten',
    members: 'Mitglieder',
    loadFailed: 'Diese Gruppe konnte nicht geladen werden.',
    notFound: GROUP_MESSAGES_DE.notFound,
    removed: 'Die Person, die diese Gruppe verwaltet, hat dich daraus entfernt.',
    deleteGroup: 'Gruppe löschen',
    deleteTitle: 'Diese Gruppe löschen?',
    deleteText:
      'Die Gruppe {{name}} wird für alle gelöscht, mit ihren Mitgliedern, dem Einladungslink und allen Antworten. Das lässt sich nicht rückgängig machen.',
    deleted: 'Die Gruppe {{name}} wurde gelöscht.',
  },
  invites: {
    title: 'Einladen',
    explanation:
      'Schick diesen Link an alle, die du einladen möchtest. Wer ihn hat, kann {{group}} beitreten.',
    link: 'Einladungslink',
    copy: 'Kopieren',
    share: 'Teilen',
    close: 'Schließen',
    copied: INVITE_MESSAGES_DE.copied,
    clipboardUnavailable: INVITE_MESSAGES_DE.clipboardUnavailable,
    copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markier ihn und kopier ihn von Hand.',
    notShared: INVITE_MESSAGES_DE.notShared,
    createLink: 'Einladungslink erstellen',
    expiresAfter: 'Link läuft ab nach',
    expiry: { '1d': '1 Tag', '7d': '7 Tagen', '30d': '30 Tagen', never: 'Nie' },
    expiresOn: 'Dieser Link gilt bis {{date}}.',
    neverExpires: 'Dieser Link läuft nicht ab.',
    changeExpiry: 'Gültigkeit ändern',
    changeExpiryTitle: 'Wie lange soll dieser Link gelten?',
    changeExpiryText:
      'Der Link bleibt derselbe, alle, die ihn haben, können ihn weiter benutzen. Er gilt ab jetzt so lange, wie du wählst.',
    changeExpiryConfirm: 'Speichern',
    changeExpiryDone: 'Die Gültigkeit des Links wurde geändert. Der Link selbst bleibt gleich.',
    newLink: 'Neuer Link',
    newLinkTitle: 'Einen neuen Einladungslink erstellen?',
    newLinkText:
      'Der bisherige Link funktioniert sofort nicht mehr; beitreten kann man nur noch mit dem neuen. Wer schon beigetreten ist, bleibt in der Gruppe.',
    newLinkConfirm: 'Neuen Link erstellen',
    newLinkDone: 'Ein neuer Einladungslink ist erstellt. Der alte funktioniert nicht mehr.',
    revoke: 'Link zurückziehen',
    revokeTitle: 'Den Einladungslink zurückziehen?',
    revokeText:
      'Der Link funktioniert sofort nicht mehr. Wer schon beigetreten ist, bleibt in der Gruppe.',
    revokeConfirm: 'Zurückziehen',
    revoked: 'Der Einladungslink wurde zurückgezogen.',
    loading: 'Einladungslink wird geladen …',
    loadFailed: 'Der Einladungslink konnte nicht geladen werden.',
    listLoading: 'Deine Einladungslinks werden geladen …',
    listLoadFailed: 'Deine Einladungslinks konnten nicht geladen werden.',
    listEmpty:
      'Du hast noch keine deiner Gruppen geteilt. Öffne eine Gruppe, die du verwaltest, und wähle im Menü „Einladen“, um einen Link zu bekommen.',
    copyFor: 'Einladungslink von {{group}} kopieren',
    shareTitle: placeholders(INVITE_MESSAGES_DE.shareTitle),
    shareText: placeholders(INVITE_MESSAGES_DE.shareText),
  },
  members: {
    title: 'Mitglieder',
    ownerNote: GROUP_MESSAGES_DE.ownerNote,
    owner: 'Verwaltung',
    you: 'Du',
    ownerAndYou: 'Verwaltung · Du',
    remove: '{{name}} entfernen',
    removeTitle: '{{name}} entfernen?',
    removeText:
      '{{name}} ist dann kein Mitglied von {{group}} mehr und verliert sofort den Zugriff. Der Einladungslink gilt für alle anderen weiter, für {{name}} aber erst wieder, wenn du es erlaubst.',
    removedTitle: 'Entfernte Mitglieder',
    removedHelp: 'Der Einladungslink lässt sie erst wieder hinein, wenn du es erlaubst.',
    removedLoadFailed: 'Die entfernten Mitglieder konnten nicht geladen werden.',
    letBack: 'Wieder zulassen',
    letBackLabel: 'Wieder zulassen: {{name}}',
    letBackDone: '{{name}} kann mit dem Einladungslink wieder beitreten.',
    removeConfirm: 'Entfernen',
    removed: '{{name}} wurde aus der Gruppe entfernt.',
    leave: 'Gruppe verlassen',
    leaveTitle: '{{group}} verlassen?',
    leaveText:
      'Du siehst diese Gruppe und die Pläne ihrer Mitglieder dann nicht mehr. Um zurückzukommen, brauchst du einen neuen Einladungslink.',
    leaveConfirm: 'Verlassen',
    left: placeholders(GROUP_MESSAGES_DE.left),
    close: 'Schließen',
    loadFailed: 'Die Mitglieder konnten nicht geladen werden.',
  },
  join: {
    invited: 'Du bist eingeladen, mitzumachen bei',
    owner: 'Verwaltet von {{name}}',
    join: 'Beitreten',
    joined: 'Du bist der Gruppe {{group}} beigetreten.',
    alreadyMember: 'Du bist schon Mitglied von {{group}}.',
    openGroup: 'Gruppe öffnen',
    signInToJoin:
      'Melde dich an oder registrier dich, um dieser Gruppe beizutreten. Danach kommst du hierher zurück.',
    loading: 'Einladung wird geladen …',
    loadFailed: 'Die Einladung konnte nicht geladen werden.',
    codeLabel: 'Einladungscode oder -link',
    codeHelp:
      'Füg den Einladungslink oder den Code ein, den dir ein Mitglied der Gruppe geschickt hat.',
    codeInvalid:
      'Das ist kein Einladungslink und kein Code. Einladungscodes haben 24 Buchstaben und Ziffern.',
    open: 'Weiter',
    otherCode: 'Andere Einladung eingeben',
  },
  joinErrors: { ...JOIN_ERROR_MESSAGES_DE },
  pullToRefresh: {
    refresh: 'Aktualisieren',
    refreshing: 'Wird aktualisiert …',
  },
  confirm: {
    cancel: 'Abbrechen',
  },
  loadError: {
    retry: 'Noch einmal versuchen',
  },
  apiErrors: {
    unavailable:
      'Turnout erreicht den Server nicht. Prüf deine Verbindung und versuch es noch einmal.',
    resourceExhausted:
      'Zu viele Versuche. Bitte warte eine Minute und versuch es dann noch einmal.',
    other: placeholders(OTHER_ERROR_TEMPLATE_DE),
  },
} satisfies Strings<typeof groupsEn>;
