import { INVITE_MESSAGES, JOIN_ERROR_MESSAGES } from '@turnout/domain';
import { placeholders } from '../domain-texts.ts';

// Texts of the invite links and joining (features/invites). The product's texts come from the
// domain tables, verbatim; i18next placeholders are {{name}}, the domain's {name}.

export const invitesEn = {
  invites: {
    title: 'Invite',
    explanation:
      'Send this link to the people you want to invite. Anyone who has it can join {{group}}.',
    link: 'Invite link',
    copy: 'Copy',
    share: 'Share',
    close: 'Close',
    copied: INVITE_MESSAGES.copied,
    clipboardUnavailable: INVITE_MESSAGES.clipboardUnavailable,
    copyFailed: "The link couldn't be copied. Please select it and copy it by hand.",
    notShared: INVITE_MESSAGES.notShared,
    createLink: 'Create invite link',
    expiresAfter: 'Link expires after',
    expiry: { '1d': '1 day', '7d': '7 days', '30d': '30 days', never: 'Never' },
    expiresOn: 'This link works until {{date}}.',
    neverExpires: 'This link does not expire.',
    changeExpiry: 'Change expiry',
    changeExpiryTitle: 'How long should this link work?',
    changeExpiryText:
      'The link stays the same, so everyone who has it can keep using it. It works for the time you choose, from now on.',
    changeExpiryConfirm: 'Save',
    changeExpiryDone: "The link's expiry was changed. The link itself stays the same.",
    newLink: 'New link',
    newLinkTitle: 'Make a new invite link?',
    newLinkText:
      'The current link will stop working at once; only the new link will let people join. Members who already joined stay in the group.',
    newLinkConfirm: 'Make new link',
    newLinkDone: 'A new invite link was made. The old one no longer works.',
    revoke: 'Revoke link',
    revokeTitle: 'Revoke the invite link?',
    revokeText: 'The link will stop working at once. Members who already joined stay in the group.',
    revokeConfirm: 'Revoke',
    revoked: 'The invite link was revoked.',
    loading: 'Loading the invite link…',
    loadFailed: "The invite link couldn't be loaded.",
    listLoading: 'Loading your invite links…',
    listLoadFailed: "Your invite links couldn't be loaded.",
    listEmpty:
      "You haven't shared any of your groups yet. Open a group you own and choose Invite in its menu to get a link.",
    copyFor: 'Copy the invite link of {{group}}',
    shareTitle: placeholders(INVITE_MESSAGES.shareTitle),
    shareText: placeholders(INVITE_MESSAGES.shareText),
  },
  join: {
    invited: "You're invited to join",
    owner: 'Owner: {{name}}',
    join: 'Join',
    joined: 'You have joined the group {{group}}.',
    alreadyMember: 'You are already a member of {{group}}.',
    openGroup: 'Open group',
    signInToJoin: 'Log in or sign up to join this group. You will come back here afterwards.',
    loading: 'Loading the invite…',
    loadFailed: "The invite couldn't be loaded.",
    codeLabel: 'Invite code or link',
    codeHelp: 'Paste the invite link or the code that a member of the group sent you.',
    codeInvalid: 'This is not an invite link or code. Invite codes have 24 letters and digits.',
    open: 'Continue',
    otherCode: 'Enter another invite',
  },
  joinErrors: { ...JOIN_ERROR_MESSAGES },
};
