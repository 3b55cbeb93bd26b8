// The season's record: a day's roll call ("Who came"), closed past days and the group's history
// (docs/product.md#the-seasons-record).
export const recordEn = {
  record: {
    whoCame: 'Who came',
    whoCameTitle: 'Who came on {{date}}',
    whoCameHelp: 'Ticked from the answers until saved. Tap a name to change it.',
    recordedBy: 'Recorded by {{name}}',
    recorded: 'Recorded',
    notRecorded: 'Not recorded yet',
    saidPresent: 'Said present',
    waiting: 'Waiting for a place',
    saidAway: 'Said away',
    didNotAnswer: 'Did not answer',
    formerMembers: 'Former members',
    formerMember: 'Former member',
    deletedMember: 'Deleted member {{n}}',
    cameCount_one: '{{count}} came',
    cameCount_other: '{{count}} came',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Who came was saved.',
    youCame: 'You came',
    youWereNotThere: 'Not recorded as there',
    dayClosed: 'This day is over: its answers are closed.',
    formerPresent: 'present',
    formerAway: 'away',
  },
};
