import { z } from 'zod/mini';
import { LIMITS, MIN_PASSWORD_LENGTH } from './constants.ts';
import { languageSchema } from './languages.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { displayNameProblem, displayNameText } from './display-name.ts';
import { multilineText, multilineTextProblem } from './text.ts';

// Client-side sign-up rules, docs/product.md#validation (checked when a field loses focus). Log-in has none.
// Besides the product's rules, the form says what the server would refuse (length, control
// characters) at the field, before anything is sent.
export type SignUpField = 'name' | 'email' | 'password';

export function validateSignUpField(field: SignUpField, value: string): string | undefined {
  switch (field) {
    case 'name':
      if (value.trim() === '') return VALIDATION_MESSAGES.nameEmpty;
      if (value.length > LIMITS.displayName) return VALIDATION_MESSAGES.nameTooLong;
      return displayNameProblem(value);
    case 'email':
      if (value.trim() === '') return VALIDATION_MESSAGES.emailEmpty;
      return value.length > LIMITS.email ? VALIDATION_MESSAGES.emailTooLong : undefined;
    case 'password':
      if (value === '') return VALIDATION_MESSAGES.passwordEmpty;
      if (value.length < MIN_PASSWORD_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
      if (value.length > LIMITS.password) return VALIDATION_MESSAGES.passwordTooLong;
      return multilineTextProblem(value);
  }
}

export type SignUpErrors = Partial<Record<SignUpField, string>>;

export function validateSignUp(input: Record<SignUpField, string>): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const field of ['name', 'email', 'password'] as const) {
    const message = validateSignUpField(field, input[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** True when the address has the shape of an e-mail address (used for `invalid-email`). */
export function isEmailAddress(value: string): boolean {
  return z.email().safeParse(value).success;
}

/** E-mail addresses are unique case-insensitively; this is the form they are compared in. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

// Request bodies. Strict: unknown fields are refused. Types are loose (strings) on purpose so
// the server can answer the product's own codes (`missing-email`, `weak-password`, …) rather than a
// generic schema error; length caps keep absurd input out. An address with a control character
// is no address: the server answers `invalid-email` for it, as the product's table says.
export const clientKindSchema = z.enum(['web', 'native']);

export const signUpInputSchema = z.strictObject({
  name: z
    .string()
    .check(z.maxLength(LIMITS.displayName, VALIDATION_MESSAGES.nameTooLong), displayNameText()),
  email: z.string().check(z.maxLength(LIMITS.email, VALIDATION_MESSAGES.emailTooLong)),
  password: z
    .string()
    .check(z.maxLength(LIMITS.password, VALIDATION_MESSAGES.passwordTooLong), multilineText()),
  client: z.optional(clientKindSchema),
  /**
   * The invite whose join screen the sign-up comes from: with SIGN_UP=invite, sign-up works only
   * with a live one (docs/decisions/035-operator-settings.md).
   */
  inviteCode: z.optional(z.string().check(z.maxLength(64))),
  /** The browser's language at sign-up; absent: the request's Accept-Language decides. */
  language: z.optional(languageSchema),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const logInInputSchema = z.strictObject({
  email: z.string().check(z.maxLength(LIMITS.email, VALIDATION_MESSAGES.emailTooLong)),
  password: z.string().check(z.maxLength(LIMITS.password, VALIDATION_MESSAGES.passwordTooLong)),
  client: z.optional(clientKindSchema),
});
export type LogInInput = z.infer<typeof logInInputSchema>;

export const userSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  /** The language of the account's texts, push messages and mails. */
  language: languageSchema,
  /** Chosen in settings; otherwise the language follows the browser the person uses. */
  languageChosen: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Answer to sign-up and log-in. `sessionToken` only for native clients (bearer sessions). */
export const sessionResponseSchema = z.object({
  user: userSchema,
  sessionToken: z.optional(z.string()),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });

/**
 * Answer to GET /api/auth/me, which the app reads before any screen's data. `lastEventId` is the
 * live event id the answer is current to: the app's first event stream sends it back
 * (`?lastEventId=`) and so also gets the events of changes made while the app was starting.
 * Optional: a server from before it leaves it out, and a stream opened without it starts now.
 */
export const meResponseSchema = z.object({
  user: userSchema,
  lastEventId: z.optional(z.number()),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/auth/session: as /api/auth/me, with `user: null` for a visitor. */
export const sessionStateResponseSchema = z.object({
  user: z.nullable(userSchema),
  lastEventId: z.optional(z.number()),
});
export type SessionStateResponse = z.infer<typeof sessionStateResponseSchema>;
