import { validateSignUpField, type SignUpField } from '@turnout/domain';
import type { TFunction } from 'i18next';
import { validationText } from '../../../lib/validation-message.ts';

/**
 * The helper text of a field without a message: a no-break space keeps the message's line, so the
 * form does not move when a message goes away on blur. Without it, the click that blurs the field
 * lands where the button was a moment before and misses it. (A plain space would collapse.)
 */
export const NO_MESSAGE = '\u00a0';

/** docs/product.md#validation: the sign-up rule for one field, and the domain's limits, as the text to show under it. */
export function signUpFieldError(t: TFunction, field: SignUpField, value: string) {
  const message = validateSignUpField(field, value);
  return message === undefined ? undefined : validationText(t, message);
}
