import { z } from 'zod/mini';
import { clientKindSchema, isEmailAddress, userSchema } from './auth.ts';
import { LIMITS } from './constants.ts';
import { displayNameText } from './display-name.ts';
import { lineText, multilineText } from './text.ts';

// The account's own lifecycle: password reset, profile changes, sessions, export and deletion
// (docs/product.md, "Profile and settings"; ADR "account lifecycle").

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** How long an e-mail confirmation link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Links in mails: the web app's pages, the token in the fragment, which a browser never sends to
 * a server, so it reaches no request log, proxy log or Referer (ADR 030). Links mailed before
 * carried the token in the path (`/reset-password/<token>`); the pages still take those.
 */
export const RESET_PASSWORD_LINK = '/reset-password#';
export const CONFIRM_EMAIL_LINK = '/confirm-email#';

/** Link tokens: 256 random bits, base64url. */
const linkTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

export const ACCOUNT_MESSAGES = {
  resetLinkSent: 'If an account exists for this address, we sent a link.',
  expiredLink: 'This link is invalid or has expired. Please ask for a new one.',
  wrongCurrentPassword: 'Wrong password!',
  sameEmail: 'This is already your e-mail address.',
  newOwnerNotMember: 'The new owner must be a member of the group.',
  ownedGroupsUnresolved: 'Choose a new owner for each of your groups, or delete it.',
  sessionNotFound: 'This session has already ended.',
} as const;

// An address that cannot be one is refused (it would only fill the attempt counters); any
// address that can be one gets the same answer, whether or not it has an account.
export const passwordResetRequestSchema = z.strictObject({
  email: z
    .string()
    .check(
      z.maxLength(LIMITS.email),
      lineText(),
      z.refine(isEmailAddress, { error: 'Invalid e-mail address!' }),
    ),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetInputSchema = z.strictObject({
  token: z.string().check(z.maxLength(64)),
  password: z.string().check(z.maxLength(LIMITS.password), multilineText()),
  client: z.optional(clientKindSchema),
});
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

/** Whether a reset link still works, without using it (the page says so before any typing). */
export const passwordResetCheckInputSchema = z.strictObject({
  // Only a token of the shape we make can be asked about; anything else is refused as malformed.
  token: linkTokenSchema,
});
export const passwordResetCheckResponseSchema = z.object({ usable: z.boolean() });

export const messageResponseSchema = z.object({ message: z.string() });

export const changeNameInputSchema = z.strictObject({
  displayName: z.string().check(z.maxLength(LIMITS.displayName), displayNameText()),
});

export const changeEmailInputSchema = z.strictObject({
  email: z.string().check(z.maxLength(LIMITS.email), lineText()),
  password: z.string().check(z.maxLength(LIMITS.password)),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

export const confirmEmailInputSchema = z.strictObject({
  token: z.string().check(z.maxLength(64)),
});

export const changePasswordInputSchema = z.strictObject({
  currentPassword: z.string().check(z.maxLength(LIMITS.password)),
  newPassword: z.string().check(z.maxLength(LIMITS.password), multilineText()),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const sessionKindSchema = z.enum(['browser', 'app']);
export type SessionKind = z.infer<typeof sessionKindSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  kind: sessionKindSchema,
  /** A short description of the device from its user agent, e.g. "Chrome on Linux". */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({
  sessions: z.array(accountSessionSchema),
});

/** What happens to each group the account owns when it is deleted. */
export const ownedGroupChoiceSchema = z.strictObject({
  groupId: z.string().check(z.maxLength(64)),
  /** A member who becomes the owner; absent: the group is deleted. */
  newOwnerId: z.optional(z.string().check(z.maxLength(64))),
});
export type OwnedGroupChoice = z.infer<typeof ownedGroupChoiceSchema>;

export const deleteAccountInputSchema = z.strictObject({
  password: z.string().check(z.maxLength(LIMITS.password)),
  ownedGroups: z.array(ownedGroupChoiceSchema).check(z.maxLength(1000)),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const profileResponseSchema = z.object({
  user: userSchema,
  /** A change of address waiting for its confirmation link. */
  pendingEmail: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileResponseSchema>;

/** The export's format marker and version, first in the file. */
export const ACCOUNT_EXPORT_FORMAT = 'turnout-account-export';
