import {
  ACCOUNT_MESSAGES,
  LOG_IN_ERROR_MESSAGES,
  OTHER_ERROR_TEMPLATE,
  PRODUCT_NAME,
  SIGN_UP_ERROR_MESSAGES,
  VALIDATION_MESSAGES,
} from '@turnout/domain';
import type { screensEn } from './en/screens.ts';
import { versionsEn } from './en/versions.ts';

// English, the default language. The product's texts are verbatim (typos included); the error and
// validation entries are built from the domain tables so the client and server never drift.
// Another language is one more file with this shape (de.ts, bundles.ts); components never change.
// Each feature keeps its texts in en/<feature>.ts, so features grow without touching this file.
// These are the start-up texts; what only screens use loads with them (en/screens.ts).

/** i18next placeholders are {{name}}; the domain template uses {name}. */
const other = OTHER_ERROR_TEMPLATE.replace('{code}', '{{code}}');

// Codes the product's tables do not name but a user can meet; friendlier than "An error occured".
const transportErrors = {
  'resource-exhausted': 'Too many attempts. Please wait a minute and try again.',
  unavailable: "Turnout can't reach the server. Check your connection and try again.",
};

export const en = {
  ...versionsEn,
  app: {
    name: PRODUCT_NAME,
    loading: 'Loading Turnout…',
    unreachableTitle: "Turnout can't reach the server",
    unreachableText: 'Check your connection and try again.',
    failedTitle: 'Something went wrong',
    failedText: 'Turnout could not load this page. Please try again.',
    retry: 'Try again',
    ownerBadge: 'Owner',
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
    signUpByInvite: 'New here? Ask your group for an invite link.',
    logOut: 'Log Out',
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    consent:
      'By signing up, you agree that Turnout processes your data as described in our <a>privacy notice</a>.',
    forgotPassword: 'Forgot password?',
    forgotPasswordHelp: 'We will send a link to choose a new password to this address.',
    sendResetLink: 'Send link',
    backToLogIn: 'Back to Log In',
    resetTitle: 'Reset password',
    resetText: 'Choose a new password for your Turnout account. You stay signed in here.',
    newPassword: 'New password',
    setNewPassword: 'Set new password',
    resetLinkSent: ACCOUNT_MESSAGES.resetLinkSent,
    checkingLink: 'Checking the link…',
    resetLinkUnusable: 'This link has already been used or has expired.',
    resetLinkAskNew: 'Enter your e-mail address and we will send you a new link.',
  },
  logInErrors: { ...LOG_IN_ERROR_MESSAGES, ...transportErrors, other },
  signUpErrors: { ...SIGN_UP_ERROR_MESSAGES, ...transportErrors, other },
  validation: { ...VALIDATION_MESSAGES },
  landing: {
    claim: 'Plan your days together.',
    preRelease: 'Pre Release',
    privacy: 'Privacy',
    imprint: 'Imprint',
    about: 'About',
  },
  preRelease: {
    title: 'Pre Release',
    intro: 'Turnout is a pre-release version. Some features you might expect are still missing.',
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
    imprint: 'Imprint',
    about: 'About',
    profile: 'Profile',
    settings: 'Settings',
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
    resetPassword: 'Reset password',
    confirmEmail: 'Confirm e-mail address',
    privacy: 'Privacy',
    imprint: 'Imprint',
    about: 'About',
    debug: 'Debug',
    notFound: 'Page not found',
    statistics: 'Statistics',
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
};

/** The shape of a translation of T: the same keys, any words. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The shape every other language's start-up texts match (de.ts). */
export type StartResources = Strings<typeof en>;

/** All texts: the start-up texts above and the screens' texts (en/screens.ts). */
export type Resources = Strings<typeof en & typeof screensEn>;
