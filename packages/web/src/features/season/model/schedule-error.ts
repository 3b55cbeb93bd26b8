import { SEASON_TEXTS, seasonTexts, type SeasonTextKey } from '@turnout/domain';
import type { i18n as I18n, TFunction } from 'i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * Why the schedule was not saved, in words: the server refuses a schedule with the domain's
 * season texts ("Invalid body: trainingDays.0.place: place can have at most 120 characters");
 * those are shown as sentences in the app's language, without the field's path. Anything else
 * reads as every other failed call does.
 */
export function scheduleErrorText(t: TFunction, i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    const texts = seasonTexts(i18n.language);
    const english = Object.entries(SEASON_TEXTS.en) as [SeasonTextKey, string][];
    const sentences = error.message
      .replace(/^Invalid \w+: /, '')
      .split('; ')
      .map((issue) => {
        const words = issue.replace(/^[\w.]+: /, '');
        const key = english.find(([, text]) => text === words)?.[0];
        return key && sentence(texts[key]);
      });
    if (sentences.every(Boolean)) return sentences.join(' ');
  }
  return apiErrorMessage(t, error);
}

const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}.`;
