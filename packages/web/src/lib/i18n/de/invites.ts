import { INVITE_MESSAGES_DE, JOIN_ERROR_MESSAGES_DE } from '@turnout/domain';
import { placeholders } from '../domain-texts.ts';
import type { Strings } from '../en.ts';
import type { invitesEn } from '../en/invites.ts';

// German texts of the invite links and joining (features/invites) (en/invites.ts). The domain's
// German tables are the server's words too.

export const invitesDe = {
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
} satisfies Strings<typeof invitesEn>;
