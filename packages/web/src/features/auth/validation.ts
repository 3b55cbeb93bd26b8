import { VALIDATION_MESSAGES, validateSignUpField, type SignUpField } from '@turnout/domain';
import type { TFunction } from 'i18next';

type ValidationKey = keyof typeof VALIDATION_MESSAGES;

// The rules live in the domain (shared with the server); it answers with the English message,
// which we map back to its key so the text comes from the i18n resources like every other.
function keyOf(message: string): ValidationKey | undefined {
  return (Object.keys(VALIDATION_MESSAGES) as ValidationKey[]).find(
    (key) => VALIDATION_MESSAGES[key] === message,
  );
}

/** SPEC §5 sign-up rule for one field, as the text to show under it. */
export function signUpFieldError(t: TFunction, field: SignUpField, value: string) {
  const message = validateSignUpField(field, value);
  if (message === undefined) return undefined;
  const key = keyOf(message);
  return key ? t(`validation.${key}`) : message;
}
