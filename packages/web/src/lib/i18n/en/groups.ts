// Texts of the groups, invites and members screens (packages/web/src/features/groups, invites).
export const groupsEn = {
  groups: {
    create: 'Create',
    createComingSoon: 'Creating groups is coming in the next update of Turnout.',
    emptyTitle: "You're not in any group yet",
    emptyText:
      'Create your first group and invite others to it, or ask someone for an invite link to join their group.',
  },
  group: {
    comingSoon: 'The group calendar is coming in the next update of Turnout.',
    backToGroups: 'Back to groups',
  },
  join: {
    withCode:
      'You were invited to a group. Joining by invite link is coming in the next update of Turnout — please open this link again then.',
    withoutCode: 'To join a group, open the invite link that a member of the group sent you.',
  },
};
