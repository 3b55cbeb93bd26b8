import { z } from 'zod/mini';
import { LIMITS, MIN_PASSWORD_LENGTH } from './constants.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

// Client-side sign-up rules, SPEC.md §5 (checked when a field loses focus). Log-in has none.
export type SignUpField = 'name' | 'email' | 'password';

export function validateSignUpField(field: SignUpField, value: string): string | undefined {
  switch (field) {
    case 'name':
      return value.trim() === '' ? VALIDATION_MESSAGES.nameEmpty : undefined;
    case 'email':
      return value.trim() === '' ? VALIDATION_MESSAGES.emailEmpty : undefined;
    case 'password':
      if (value === '') return VALIDATION_MESSAGES.passwordEmpty;
      return value.length < MIN_PASSWORD_LENGTH ? VALIDATION_MESSAGES.passwordTooShort : undefined;
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
// the server can answer the spec's own codes (`missing-email`, `weak-password`, …) rather than a
// generic schema error; length caps keep absurd input out.
export const clientKindSchema = z.enum(['web', 'native']);

export const signUpInputSchema = z.strictObject({
  name: z.string().check(z.maxLength(LIMITS.displayName)),
  email: z.string().check(z.maxLength(LIMITS.email)),
  password: z.string().check(z.maxLength(LIMITS.password)),
  client: z.optional(clientKindSchema),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const logInInputSchema = z.strictObject({
  email: z.string().check(z.maxLength(LIMITS.email)),
  password: z.string().check(z.maxLength(LIMITS.password)),
  client: z.optional(clientKindSchema),
});
export type LogInInput = z.infer<typeof logInInputSchema>;

export const userSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Answer to sign-up and log-in. `sessionToken` only for native clients (bearer sessions). */
export const sessionResponseSchema = z.object({
  user: userSchema,
  sessionToken: z.optional(z.string()),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });
