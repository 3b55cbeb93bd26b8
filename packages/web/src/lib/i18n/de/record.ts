import type { Strings } from '../en.ts';
import type { recordEn } from '../en/record.ts';

// Die Bilanz der Saison: wer an einem Tag da war, geschlossene vergangene Tage und die Geschichte
// der Gruppe (docs/product.md#the-seasons-record).
export const recordDe = {
  record: {
    whoCame: 'Wer war da',
    whoCameTitle: 'Wer war am {{date}} da',
    whoCameHelp:
      'Bis zum Speichern nach den Antworten angehakt. Tippe auf einen Namen, um es zu ändern.',
    recordedBy: 'Festgehalten von {{name}}',
    recorded: 'Festgehalten',
    notRecorded: 'Noch nicht festgehalten',
    saidPresent: 'Zugesagt',
    waiting: 'Wartet auf einen Platz',
    saidAway: 'Abgesagt',
    didNotAnswer: 'Nicht geantwortet',
    formerMembers: 'Ehemalige Mitglieder',
    formerMember: 'Ehemaliges Mitglied',
    deletedMember: 'Gelöschtes Mitglied {{n}}',
    cameCount_one: '{{count}} war da',
    cameCount_other: '{{count}} waren da',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Wer da war, ist gespeichert.',
    youCame: 'Du warst da',
    youWereNotThere: 'Nicht als da festgehalten',
    dayClosed: 'Dieser Tag ist vorbei, seine Antworten sind geschlossen.',
    formerPresent: 'zugesagt',
    formerAway: 'abgesagt',
  },
} satisfies Strings<typeof recordEn>;
