import { NOTIFICATION_MESSAGES_DE } from '@turnout/domain';
import type { Strings } from '../en.ts';
import type { notificationsEn } from '../en/notifications.ts';

// German texts of the notifications inbox, live updates and push.
export const notificationsDe = {
  notifications: {
    empty: NOTIFICATION_MESSAGES_DE.empty,
    loading: 'Benachrichtigungen werden geladen …',
    loadFailed: 'Deine Benachrichtigungen konnten nicht geladen werden.',
    loadMore: 'Mehr laden',
    unread: 'Ungelesen',
    present: '{{name}} ist dabei',
    away: '{{name}} ist nicht dabei',
    revoked: '{{name}} hat die Antwort zurückgezogen',
    left: '{{name}} hat die Gruppe verlassen',
    removed: '{{name}} wurde aus der Gruppe entfernt',
    removal: '{{name}} verwaltet die Gruppe und hat dich daraus entfernt',
    leftSince: '{{name}} hat die Gruppe inzwischen verlassen',
    ownerName: '{{name}} (Verwaltung)',
    removedSince: '{{name}} wurde inzwischen aus der Gruppe entfernt',
    noteOf: 'Notiz: {{note}}',
    showDays_one: 'Der {{count}} Tag',
    showDays_other: 'Die {{count}} Tage',
    presentSentence: '{{name}} ist am {{date}} bei {{group}} dabei',
    awaySentence: '{{name}} ist am {{date}} bei {{group}} nicht dabei',
    revokedSentence: '{{name}} hat die Antwort für {{group}} am {{date}} zurückgezogen',
    leftSentence: '{{name}} hat {{group}} verlassen',
    removedSentence: '{{name}} wurde aus {{group}} entfernt',
    removalSentence: '{{name}} verwaltet {{group}} und hat dich daraus entfernt',
    markAllRead: 'Alle als gelesen markieren',
    markAllTitle: 'Alle als gelesen markieren?',
    markAllText: 'Alle deine Benachrichtigungen werden als gelesen markiert.',
    markAllConfirm: 'Alle als gelesen markieren',
    markAllFailed:
      'Deine Benachrichtigungen konnten nicht als gelesen markiert werden. Bitte versuch es noch einmal.',
  },
  push: {
    offerTitle: 'Auf diesem Gerät benachrichtigt werden',
    offerText:
      'Schalte Benachrichtigungen ein, um sofort zu erfahren, wenn Mitglieder deiner Gruppen sagen, ob sie kommen.',
    turnOn: 'Benachrichtigungen einschalten',
    notNow: 'Nicht jetzt',
    turnedOn: 'Benachrichtigungen sind auf diesem Gerät eingeschaltet.',
    blocked:
      'Benachrichtigungen für Turnout sind in diesem Browser blockiert. Erlaube sie in den Website-Einstellungen des Browsers, um sie zu bekommen.',
    failed:
      'Benachrichtigungen konnten nicht eingeschaltet werden. Bitte versuch es später noch einmal.',
  },
  mute: {
    label: 'Benachrichtigungen stummschalten',
    muted: 'Benachrichtigungen von {{group}} sind stummgeschaltet.',
    unmuted: 'Benachrichtigungen von {{group}} sind eingeschaltet.',
    failed: 'Die Einstellung konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  },
} satisfies Strings<typeof notificationsEn>;
