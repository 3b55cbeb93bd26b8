import { NOTIFICATION_MESSAGES } from '@turnout/domain';

// Texts of the notifications inbox, live updates and push (features/notifications).
export const notificationsEn = {
  notifications: {
    empty: NOTIFICATION_MESSAGES.empty,
    loading: 'Loading your notifications…',
    loadFailed: "Your notifications couldn't be loaded.",
    loadMore: 'Load more',
    unread: 'Unread',
    // What a member said about a day; the card shows the group above and the date below.
    present: '{{name}} will attend',
    away: '{{name}} will not attend',
    revoked: '{{name}} withdrew their answer',
    left: '{{name}} left the group',
    removed: '{{name}} was removed from the group',
    // My own removal; the name is the owner's (docs/decisions/031-removal-keeps-the-link.md).
    removal: 'You were removed from the group by its owner, {{name}}',
    // An answer's entry of someone who is no longer in the group: it no longer stands.
    leftSince: '{{name}} has since left the group',
    removedSince: '{{name}} has since been removed from the group',
    // The owner's name in a sentence, where no badge can stand (ADR 030).
    ownerName: '{{name}} (owner)',
    noteOf: 'Note: {{note}}',
    // The toggle of a card that stands for one member's run of days.
    showDays_one: 'The {{count}} day',
    showDays_other: 'The {{count}} days',
    // The same as one sentence, for the in-app indicator (worded like the pushes the server sends).
    presentSentence: '{{name}} will attend {{group}} on {{date}}',
    awaySentence: '{{name}} will not attend {{group}} on {{date}}',
    revokedSentence: '{{name}} withdrew their answer for {{group}} on {{date}}',
    leftSentence: '{{name}} left {{group}}',
    removedSentence: '{{name}} was removed from {{group}}',
    removalSentence: 'You were removed from {{group}} by its owner, {{name}}',
    markAllRead: 'Mark all as read',
    markAllTitle: 'Mark all as read?',
    markAllText: 'All your notifications will be marked as read.',
    markAllConfirm: 'Mark all as read',
    markAllFailed: "Your notifications couldn't be marked as read. Please try again.",
  },
  push: {
    offerTitle: 'Get notified on this device',
    offerText:
      'Turn on notifications to hear at once when members of your groups say whether they will come.',
    turnOn: 'Turn on notifications',
    notNow: 'Not now',
    turnedOn: 'Notifications are on for this device.',
    blocked:
      "Notifications are blocked for Turnout in this browser. To get them, allow notifications in the browser's site settings.",
    failed: "Notifications couldn't be turned on. Please try again later.",
  },
  mute: {
    label: 'Mute notifications',
    muted: 'Notifications for {{group}} are muted.',
    unmuted: 'Notifications for {{group}} are on.',
    failed: "The notification setting couldn't be saved. Please try again.",
  },
};
