import type { Strings } from '../en.ts';
import type { preferencesEn } from '../en/preferences.ts';

// German texts of the language and theme section of /settings.
export const preferencesDe = {
  preferences: {
    languageTitle: 'Sprache',
    languageText: 'Die Sprache der App, deiner Push-Benachrichtigungen und E-Mails.',
    browserDefault: 'Wie im Browser',
    languageFailed: 'Die Sprache konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
    themeTitle: 'Design',
    themes: { light: 'Hell', dark: 'Dunkel', system: 'Wie im System' },
  },
} satisfies Strings<typeof preferencesEn>;
