import { validateSignUpField, type SignUpField } from '@turnout/domain';
import type { TFunction } from 'i18next';
import { validationText } from '../../lib/validation-message.ts';

/** SPEC §5 sign-up rule for one field, and the domain's limits, as the text to show under it. */
export function signUpFieldError(t: TFunction, field: SignUpField, value: string) {
  const message = validateSignUpField(field, value);
  return message === undefined ? undefined : validationText(t, message);
}
