import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error.ts';
import { en } from '../../lib/i18n/en.ts';

// SPEC §8: the log-in and sign-up tables map a code to a message; anything else reads
// "An error occured: {code}". Both tables also carry friendly texts for rate limiting and an
// unreachable server (see lib/i18n/en.ts).

type LogInCode = Exclude<keyof typeof en.logInErrors, 'other'>;
type SignUpCode = Exclude<keyof typeof en.signUpErrors, 'other'>;

function codeOf(error: unknown): string {
  return isApiError(error) ? error.code : 'unknown';
}

function listed<T extends object>(table: T, code: string): code is Extract<keyof T, string> {
  return code !== 'other' && Object.hasOwn(table, code);
}

export function logInErrorMessage(t: TFunction, error: unknown): string {
  const code = codeOf(error);
  return listed(en.logInErrors, code)
    ? t(`logInErrors.${code as LogInCode}`)
    : t('logInErrors.other', { code });
}

export function signUpErrorMessage(t: TFunction, error: unknown): string {
  const code = codeOf(error);
  return listed(en.signUpErrors, code)
    ? t(`signUpErrors.${code as SignUpCode}`)
    : t('signUpErrors.other', { code });
}
