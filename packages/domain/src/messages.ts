import { LIMITS } from './constants.ts';
import type { AccountErrorCode, JoinErrorCode } from './errors.ts';

// The product's texts, verbatim (typos included: they are requirements). The web app's i18n
// resources are built from these, so the server and the client never disagree on a message.

export const LOG_IN_ERROR_MESSAGES = {
  'invalid-email': 'Invalid e-mail address!',
  'missing-email': 'Missing e-mail address!',
  'user-not-found': 'An account with this address does not exist!',
  'wrong-password': 'Wrong password!',
  'user-disabled': 'This account is disabled! Please contact customers upport.',
  'internal-error': 'Login failed!',
} as const satisfies Partial<Record<AccountErrorCode, string>>;

export const SIGN_UP_ERROR_MESSAGES = {
  'invalid-email': 'Invalid e-mail address!',
  'email-already-in-use': 'This e-mail address is already in use!',
  'weak-password': 'Your password is too weak! Please use at least 6 characters.',
} as const satisfies Partial<Record<AccountErrorCode, string>>;

/** The "other" row of both tables; {code} is replaced with the error code. */
export const OTHER_ERROR_TEMPLATE = 'An error occured: {code}';

export const VALIDATION_MESSAGES = {
  nameEmpty: "Name can't be empty",
  emailEmpty: "E-mail can't be empty",
  passwordEmpty: "Password can't be empty",
  passwordTooShort: 'Password must have at least 6 characters',
  groupNameRequired: 'group name is required',
  // Not in docs/product.md ("server-side limits: not shown"); worded like the rules above.
  nameTooLong: `Name must have at most ${LIMITS.displayName} characters`,
  emailTooLong: `E-mail must have at most ${LIMITS.email} characters`,
  passwordTooLong: `Password must have at most ${LIMITS.password} characters`,
  groupNameTooLong: `group name can have at most ${LIMITS.groupName} characters`,
  groupLocationTooLong: `location can have at most ${LIMITS.groupLocation} characters`,
  groupDescriptionTooLong: `description can have at most ${LIMITS.groupDescription} characters`,
  noteTooLong: `note can have at most ${LIMITS.note} characters`,
  controlCharacters: 'Text must not contain control characters',
  notText: 'Text must be valid Unicode',
  // Display names (display-name.ts, ADR 030).
  nameInvisible: 'Name must not contain invisible characters or characters that change direction',
  nameMixedScripts: 'Name must not mix alphabets in one word (such as Latin and Cyrillic letters)',
  dayOutOfRange: 'expected a day in the years 0001 to 9999',
  intervalReversed: 'The interval must not end before it starts.',
  intervalTooLong: 'The interval can span at most {max} days.',
  // docs/decisions/029-answer-window.md
  dayOutsideAnswerWindow: 'Answers can be given for days from one year ago to two years ahead.',
} as const;

export const GROUP_MESSAGES = {
  notFound: "Group doesn't exist or you don't have access to it.",
  left: 'You have left the group {groupName}',
  ownerNote: 'You are the owner of this group.',
  // Server answers that are ours (docs/product.md#group-errors: enforced by the server, not shown).
  ownerOnly: 'Only the owner of this group can do that.',
  ownerCannotLeave: "The owner can't leave the group. Delete the group instead.",
  memberNotFound: 'This person is not a member of the group.',
  removedMemberNotFound: 'This person was not removed from the group.',
  // The product only says what the empty state must tell; this is our wording.
  empty:
    "You aren't in any group yet. Create your first group and invite others to it, or ask someone for an invite link to join theirs.",
} as const;

export const INVITE_MESSAGES = {
  copied:
    'Invite link was copied to the clipbard. Send it to anyone you want to invite to this group!',
  notShared: 'This group was not shared yet.',
  clipboardUnavailable: 'Clipboard API not available in this browser',
  shareTitle: 'Join {groupName} on Turnout',
  shareText: '{ownerDisplayName} invites you to join the group {groupName} on Turnout.',
} as const;

export const NOTIFICATION_MESSAGES = {
  empty: "You don't have any notifications yet.",
} as const;

// The join codes (docs/product.md#join-errors) come without texts; these are ours.
export const JOIN_ERROR_MESSAGES = {
  'invite-not-found':
    'This invite link is not valid. It may have been mistyped or revoked; ask the group owner for a new one.',
  'membership-write-denied':
    'You could not be added to this group. Please try again, or ask the group owner for a new invite link.',
  'max-retries-exceeded':
    'Joining the group is taking longer than expected. Please check your connection and try again.',
  'removed-from-group':
    'You were removed from this group by its owner. Ask the owner to let you join again.',
} as const satisfies Record<JoinErrorCode, string>;

function pick(table: Record<string, string>, code: string): string {
  return table[code] ?? OTHER_ERROR_TEMPLATE.replace('{code}', code);
}

export function logInErrorMessage(code: string): string {
  return pick(LOG_IN_ERROR_MESSAGES, code);
}

export function signUpErrorMessage(code: string): string {
  return pick(SIGN_UP_ERROR_MESSAGES, code);
}

export function joinErrorMessage(code: string): string {
  return pick(JOIN_ERROR_MESSAGES, code);
}

/** Replaces each `{name}` in a template; values are inserted literally (no `$&` patterns). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export function leftGroupMessage(groupName: string): string {
  return fillTemplate(GROUP_MESSAGES.left, { groupName });
}

export function intervalTooLongMessage(maxDays: number): string {
  return fillTemplate(VALIDATION_MESSAGES.intervalTooLong, { max: maxDays });
}
