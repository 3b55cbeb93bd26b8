// The texts of the about, privacy and debug pages (see screens.ts).
export const infoEn = {
  about: {
    tagline: 'A group attendance calendar.',
    description:
      'With Turnout, people form groups and share on which days they will be present, away or undecided, so everyone knows who is coming.',
    version: 'Version {{version}}',
    privacyLink: 'How Turnout handles your data',
  },
  privacy: {
    intro:
      'Turnout stores only what it needs to work. This page lists what that is and why. Turnout shows no ads, uses no tracking and loads nothing from other services.',
    whatTitle: 'What Turnout stores',
    account:
      '<b>Your account:</b> your name, your e-mail address and a hash of your password (never the password itself). We need them to log you in and to show your name to the members of your groups.',
    sessions:
      '<b>Sessions:</b> a cookie that keeps you logged in. It is needed for logging in and is removed when you log out.',
    groups:
      '<b>Groups and memberships:</b> the groups you create or join, with their name, location and description, and who belongs to them. We need them to share plans within a group.',
    attendance:
      '<b>Attendance and notes:</b> whether you will be present, away or undecided on a day, and the note you add. Members of the same group see them; that is what Turnout is for.',
    notifications:
      '<b>Notifications:</b> messages about changes in your groups, kept until they are no longer needed, so you can read them in the app.',
    push: '<b>Push registrations:</b> if you allow notifications, the address your browser or phone gives us for delivering them. We use it only to notify you.',
    whoTitle: 'Who can see it',
    who: 'Members of a group see the group, its members’ names and their attendance and notes. Nobody else does. We do not sell or share your data.',
    contactTitle: 'Questions or deletion',
    contact:
      'To ask about your data or to have your account deleted, please use the <a>contact form on our website</a>.',
  },
  imprint: {
    intro:
      'This Turnout server is run by the people who set it up for your group or club, not by the makers of Turnout. They have not published an imprint (legal notice) here.',
    ask: 'To learn who runs it, ask the person who invited you.',
  },
  debug: {
    intro: 'Tools for developers. They are shown only when the debug flag is on.',
    theme: 'Theme',
    pushNotifications: 'Push notifications',
    swipeToRefresh: 'Swipe to refresh',
    openDialogFromMenuButton: 'Open dialog from menu button',
    maintainScrollPosition: 'Maintain scroll position',
    maintainScrollPositionCascaded: 'Maintain scroll position (cascaded)',
    maintainScrollPositionCascadedTwoWayDataFlow:
      'Maintain scroll position (cascaded, two-way data flow)',
    scrollToElementPosition: 'Scroll to element position',
    vuetifyTest: 'Component test page',
    placeholder: 'This debug page will be filled when the feature it exercises arrives.',
    themeName: 'Theme: {{name}}',
    palette: 'Palette',
    breakpoints: 'Breakpoints',
    dialogs: 'Dialog sizes',
    openDialog: 'Open {{size}} dialog',
    dialogText: 'A {{size}} dialog, {{width}} px wide.',
    version: 'Client version {{version}}',
  },
};
