// Business constants (docs/product.md#constants). One place, imported by server and web alike.

import rootPackage from '../../../package.json' with { type: 'json' };

/** Turnout's version: the root package.json's, its one source (scripts/version.test.ts). */
export const CLIENT_VERSION: string = rootPackage.version;
export const PRODUCT_NAME = 'Turnout';

/** The SIGN_UP setting's choices (docs/decisions/035-operator-settings.md). */
export const SIGN_UP_MODES = ['open', 'invite', 'closed'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

export const MIN_PASSWORD_LENGTH = 6;
export const ERROR_TOAST_MS = 2000;
export const RELOAD_DELAY_MS = 100;
export const SNACKBAR_DEFAULT_MS = 5000;

export const MIN_ANDROID_WEBVIEW = 92;
export const MIN_IOS_SAFARI = '15.4';

export const INVITE_CODE_LENGTH = 24;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const JOIN_POLL_MAX_CHECKS = 10;
export const JOIN_POLL_INTERVAL_MS = 2000;

export const CALENDAR_MONTHS_EITHER_SIDE = 2;

export const FUNCTION_REGION = 'europe-west1';
export const FUNCTION_TIMEOUT_MS = 70000;

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** `reason` of the website contact form link for people applying as Android testers (docs/product.md#pre-release-notice). */
export const ANDROID_TESTERS_CONTACT_REASON = 'join-android-testing-program';
export const DEFAULT_LOCALE = 'de';

// Length limits the product leaves open ("server-side limits: not shown"); see docs/decisions/003.
export const LIMITS = {
  displayName: 80,
  email: 254,
  password: 256,
  groupName: 80,
  groupLocation: 120,
  groupDescription: 1000,
  note: 500,
  // Season planning (docs/decisions/022-season-planning.md).
  trainingPlace: 120,
  cancelledDates: 100,
} as const;

/** Most days one repeating answer may cover, both ends included: a year, leap or not. */
export const MAX_SERIES_DAYS = 366;

// The longest attendance interval one request may read. The calendar shows five whole months
// (at most 153 days); the margin leaves room without letting a client ask for years at once.
export const MAX_ATTENDANCE_INTERVAL_DAYS = 200;

// Notification inbox paging: long inboxes page rather than load everything.
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
