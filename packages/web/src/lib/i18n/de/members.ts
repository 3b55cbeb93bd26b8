import { GROUP_MESSAGES_DE } from '@turnout/domain';
import { placeholders } from '../domain-texts.ts';
import type { Strings } from '../en.ts';
import type { membersEn } from '../en/members.ts';

// German texts of the members dialog (features/members) (en/members.ts). The domain's German tables
// are the server's words too.

export const membersDe = {
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
} satisfies Strings<typeof membersEn>;
