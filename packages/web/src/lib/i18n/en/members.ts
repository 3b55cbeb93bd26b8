import { GROUP_MESSAGES } from '@turnout/domain';
import { placeholders } from '../domain-texts.ts';

// Texts of the members dialog (features/members). The product's texts come from the domain tables,
// verbatim; i18next placeholders are {{name}}, the domain's {name}.

export const membersEn = {
  members: {
    title: 'Members',
    ownerNote: GROUP_MESSAGES.ownerNote,
    owner: 'Owner',
    you: 'You',
    ownerAndYou: 'Owner · You',
    remove: 'Remove {{name}}',
    removeTitle: 'Remove {{name}}?',
    removeText:
      '{{name}} will no longer be a member of {{group}} and loses access to it at once. The invite link keeps working for everyone else, but not for {{name}} until you let them back.',
    removedTitle: 'Removed members',
    removedHelp: "The invite link doesn't let them back in until you allow it.",
    removedLoadFailed: "The removed members couldn't be loaded.",
    letBack: 'Let back in',
    letBackLabel: 'Let back in: {{name}}',
    letBackDone: '{{name}} can join again with the invite link.',
    removeConfirm: 'Remove',
    removed: '{{name}} was removed from the group.',
    leave: 'Leave group',
    leaveTitle: 'Leave {{group}}?',
    leaveText:
      "You will no longer see this group and its members' plans. To come back, you need a new invite link.",
    leaveConfirm: 'Leave',
    left: placeholders(GROUP_MESSAGES.left),
    close: 'Close',
    loadFailed: "The members couldn't be loaded.",
  },
};
