import { GROUP_MESSAGES, OTHER_ERROR_TEMPLATE } from '@turnout/domain';
import { placeholders } from '../domain-texts.ts';

// Texts of the groups screens (features/groups) and of the generic pieces they brought
// (pull-to-refresh, confirmations, load errors). The product's texts come from the domain tables,
// verbatim; i18next placeholders are {{name}}, the domain's {name}.

export const groupsEn = {
  groups: {
    create: 'Create',
    empty: GROUP_MESSAGES.empty,
    owned: 'Groups you own',
    member: "Groups you're a member of",
    memberCount_one: '{{count}} member',
    memberCount_other: '{{count}} members',
    location: 'Location',
    loading: 'Loading your groups…',
    loadFailed: "Your groups couldn't be loaded.",
  },
  groupForm: {
    createTitle: 'Create Group',
    editTitle: 'Edit Group',
    name: 'Name',
    location: 'Location',
    description: 'Description',
    optional: 'Optional',
    cancel: 'Cancel',
    create: 'Create',
    save: 'Save',
    saved: 'Your changes were saved.',
  },
  group: {
    menu: 'Group menu',
    invite: 'Invite',
    edit: 'Edit group',
    members: 'Members',
    loadFailed: "This group couldn't be loaded.",
    notFound: GROUP_MESSAGES.notFound,
    removed: 'You were removed from this group by its owner.',
    deleteGroup: 'Delete group',
    deleteTitle: 'Delete this group?',
    deleteText:
      'The group {{name}} will be deleted for everyone, with its members, invite link and all attendance. This cannot be undone.',
    deleted: 'The group {{name}} was deleted.',
  },
  pullToRefresh: {
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
  },
  confirm: {
    cancel: 'Cancel',
  },
  loadError: {
    retry: 'Try again',
  },
  apiErrors: {
    unavailable: "Turnout can't reach the server. Check your connection and try again.",
    resourceExhausted: 'Too many attempts. Please wait a minute and try again.',
    other: placeholders(OTHER_ERROR_TEMPLATE),
  },
};
