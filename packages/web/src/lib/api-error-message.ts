import type { TFunction } from 'i18next';
import { isApiError } from './api-error.ts';

/**
 * What to tell the user about a failed call that has no message of its own in the spec. Our
 * server's 4xx answers carry a message written for people (a too-long name, "Only the owner of
 * this group can do that."); transport failures get friendly texts; anything else reads
 * "An error occured: {code}" like the spec's tables.
 */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('apiErrors.other', { code: 'unknown' });
  if (error.code === 'unavailable') return t('apiErrors.unavailable');
  if (error.code === 'resource-exhausted') return t('apiErrors.resourceExhausted');
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return t('apiErrors.other', { code: error.code });
}
