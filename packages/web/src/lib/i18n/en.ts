import {
  LOG_IN_ERROR_MESSAGES,
  OTHER_ERROR_TEMPLATE,
  PRODUCT_NAME,
  SIGN_UP_ERROR_MESSAGES,
  VALIDATION_MESSAGES,
} from '@turnout/domain';
import { attendanceEn } from './en/attendance.ts';
import { groupsEn } from './en/groups.ts';
import { notificationsEn } from './en/notifications.ts';
import { versionsEn } from './en/versions.ts';

// English, the default language. The spec's texts are verbatim (typos included); the error and
// validation entries are built from the domain tables so the client and server never drift.
// Another language is one more file with this shape (see i18n.ts); components never change.
// Each feature keeps its texts in en/<feature>.ts, so features grow without touching this file.

/** i18next placeholders are {{name}}; the domain template uses {name}. */
const other = OTHER_ERROR_TEMPLATE.replace('{code}', '{{code}}');

// Codes the spec's tables do not name but a user can meet; friendlier than "An error occured".
const transportErrors = {
  'resource-exhausted': 'Too many attempts. Please wait a minute and try again.',
  unavailable: "Turnout can't reach the server. Check your connection and try again.",
};

export const en = {
  ...groupsEn,
  ...attendanceEn,
  ...notificationsEn,
  ...versionsEn,
  app: {
    name: PRODUCT_NAME,
    loading: 'Loading Turnout…',
    unreachableTitle: "Turnout can't reach the server",
    unreachableText: 'Check your connection and try again.',
    failedTitle: 'Something went wrong',
    failedText: 'Turnout could not load this page. Please try again.',
    retry: 'Try again',
  },
  common: {
    close: 'Close',
    back: 'Back',
    logoAlt: 'Turnout logo',
    textLogoAlt: 'Turnout',
    opensInNewTab: '(opens in a new tab)',
  },
  auth: {
    logIn: 'Log In',
    signUp: 'Sign Up',
    logOut: 'Log Out',
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    consent:
      'By signing up, you agree that Turnout processes your data as described in our <a>privacy notice</a>.',
    loggingIn: 'Logging in…',
  },
  logInErrors: { ...LOG_IN_ERROR_MESSAGES, ...transportErrors, other },
  signUpErrors: { ...SIGN_UP_ERROR_MESSAGES, ...transportErrors, other },
  validation: { ...VALIDATION_MESSAGES },
  landing: {
    claim: 'Plan your days together.',
    preRelease: 'Pre Release',
    privacy: 'Privacy',
    about: 'About',
  },
  preRelease: {
    title: 'Pre Release',
    intro:
      'Turnout is a pre-release version. Some features you might expect are still missing, for example editing your user profile.',
    contact:
      'If you need something that the app cannot do yet, please contact us through the <a>contact form on our website</a> and we will take care of it.',
    android:
      'The Android app is currently open to invited testers only. You can <a>apply to become an Android tester</a>.',
    understood: 'Understood',
  },
  shell: {
    mainNavigation: 'Main navigation',
    account: 'Account',
    accountMenu: 'Account menu',
    notifications: 'Notifications',
    unreadNotifications_one: 'Notifications ({{count}} unread)',
    unreadNotifications_other: 'Notifications ({{count}} unread)',
    groups: 'Groups',
    newNotification: 'New notification: {{title}}',
    giveFeedback: 'Give Feedback',
    privacy: 'Privacy',
    about: 'About',
    debug: 'Debug',
    avatarAlt: 'Profile picture',
  },
  titles: {
    groups: 'Groups',
    group: 'Group',
    notifications: 'Notifications',
    join: 'Join Group',
    invites: 'Invites',
    locations: 'Locations',
    groupsSettings: 'Group Settings',
    profile: 'Profile',
    settings: 'Settings',
    privacy: 'Privacy',
    about: 'About',
    debug: 'Debug',
    notFound: 'Page not found',
  },
  comingSoon: {
    title: 'Coming soon',
    text: 'This part of Turnout is not available yet. It will arrive in a later update.',
    toGroups: 'Go to my groups',
  },
  notFound: {
    text: "This page doesn't exist. It may have been moved, or the link is wrong.",
    home: 'Go to the start page',
  },
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

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The shape every other language must match (`export const de = {...} satisfies Resources`). */
export type Resources = Strings<typeof en>;
