import { VALIDATION_MESSAGES, VALIDATION_MESSAGES_DE } from '@turnout/domain';
import type { TFunction } from 'i18next';

type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/**
 * A domain validation message as the text to show. The domain's rules (shared with the server)
 * answer in the request's language (English or German); the message is mapped back to its key so the text comes from the i18n
 * resources like every other. A message the domain does not know is shown as it is.
 */
export function validationText(t: TFunction, message: string): string {
  const key = keyOf(message);
  return key ? t(`validation.${key}`) : message;
}

/** True when the message is one of the domain's validation messages. */
export function isValidationMessage(message: string): boolean {
  return keyOf(message) !== undefined;
}

// The server answers in the request's language, so its words may be either table's.
function keyOf(message: string): ValidationKey | undefined {
  return (Object.keys(VALIDATION_MESSAGES) as ValidationKey[]).find(
    (k) => VALIDATION_MESSAGES[k] === message || VALIDATION_MESSAGES_DE[k] === message,
  );
}
