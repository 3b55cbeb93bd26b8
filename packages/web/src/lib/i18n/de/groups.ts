import { GROUP_MESSAGES_DE, OTHER_ERROR_TEMPLATE_DE } from '@turnout/domain';
import { placeholders } from '../domain-texts.ts';
import type { Strings } from '../en.ts';
import type { groupsEn } from '../en/groups.ts';

// German texts of the groups screens (features/groups) and of the generic pieces they brought
// (pull-to-refresh, confirmations, load errors) (en/groups.ts). The domain's German tables are the
// server's words too.

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
