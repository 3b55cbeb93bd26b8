import type { TFunction } from 'i18next';
import { isApiError } from './api-error.ts';
import { isValidationMessage, validationText } from './validation-message.ts';

/**
 * What to tell the user about a failed call that has no message of its own in the product. Our
 * server's 4xx answers carry a message written for people (a too-long name, "Only the owner of
 * this group can do that.", how long to wait after too many changes); transport failures get
 * friendly texts; anything else reads "An error occured: {code}" like the product's tables.
 */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('apiErrors.other', { code: 'unknown' });
  if (error.code === 'unavailable') return t('apiErrors.unavailable');
  const words = serverMessage(t, error);
  if (words) return words;
  if (error.code === 'resource-exhausted') return t('apiErrors.resourceExhausted');
  return t('apiErrors.other', { code: error.code });
}

/**
 * The words our server sent with a refusal (a 4xx with an error body), or undefined. A refused
 * request reads "Invalid body: name: Name must have at most 80 characters"; the domain's own
 * messages are shown without the prefixes, translated, and any other issue keeps its field.
 */
export function serverMessage(t: TFunction, error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || !error.message) {
    return undefined;
  }
  const issues = error.message.replace(/^Invalid (body|querystring|params|headers): /, '');
  const texts = issues.split('; ').map((issue) => {
    const text = issue.replace(/^[\w.]+: /, '');
    return isValidationMessage(text) ? validationText(t, text) : issue;
  });
  return [...new Set(texts)].join(' ');
}
