import { LIMITS, VALIDATION_MESSAGES, VALIDATION_MESSAGES_DE } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiErrorMessage, serverMessage } from './api-error-message.ts';
import { i18n } from './i18n/i18n.ts';

const t = i18n.t.bind(i18n);

describe('the words shown for a failed call', () => {
  it("shows a refused field's rule without the request's prefixes", () => {
    const error = new ApiError(
      'invalid-argument',
      `Invalid body: name: Name must have at most ${LIMITS.displayName} characters`,
      400,
    );
    expect(apiErrorMessage(t, error)).toBe(VALIDATION_MESSAGES.nameTooLong);
  });

  it('keeps the field of an issue that is not one of the domain rules, and says each once', () => {
    const error = new ApiError(
      'invalid-argument',
      `Invalid body: note: ${VALIDATION_MESSAGES.controlCharacters}; day: expected a date as YYYY-MM-DD; location: ${VALIDATION_MESSAGES.controlCharacters}`,
      400,
    );
    expect(serverMessage(t, error)).toBe(
      `${VALIDATION_MESSAGES.controlCharacters} day: expected a date as YYYY-MM-DD`,
    );
  });

  it("shows a write limit's own words: what was done too often and how long to wait", () => {
    const words =
      'You have created many groups in a short time. Please wait 12 minutes and try again.';
    expect(apiErrorMessage(t, new ApiError('resource-exhausted', words, 429))).toBe(words);
    // A proxy's 429 without our body gets the general text.
    expect(apiErrorMessage(t, new ApiError('resource-exhausted', '', 429))).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('shows the answer window in the language the app shows, whichever the server sent', async () => {
    // docs/decisions/029-answer-window.md: the server answers in the account's language.
    const german = new ApiError(
      'invalid-argument',
      VALIDATION_MESSAGES_DE.dayOutsideAnswerWindow,
      400,
    );
    expect(apiErrorMessage(t, german)).toBe(VALIDATION_MESSAGES.dayOutsideAnswerWindow);
    const language = i18n.language;
    await i18n.changeLanguage('de');
    try {
      const english = new ApiError(
        'invalid-argument',
        VALIDATION_MESSAGES.dayOutsideAnswerWindow,
        400,
      );
      expect(apiErrorMessage(i18n.t.bind(i18n), english)).toBe(
        VALIDATION_MESSAGES_DE.dayOutsideAnswerWindow,
      );
    } finally {
      await i18n.changeLanguage(language);
    }
  });

  it('never shows a server error as words, and names the code of what it cannot explain', () => {
    expect(serverMessage(t, new ApiError('internal', 'Something went wrong', 500))).toBeUndefined();
    expect(apiErrorMessage(t, new ApiError('internal', 'Something went wrong', 500))).toBe(
      'An error occured: internal',
    );
  });
});
