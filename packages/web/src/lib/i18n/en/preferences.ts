// Texts of the language and theme section of /settings (features/preferences). The languages'
// own names (Deutsch, English) are the same in every language (the section names them).
export const preferencesEn = {
  preferences: {
    languageTitle: 'Language',
    languageText: 'The language of the app, your push notifications and e-mails.',
    browserDefault: 'Browser default',
    languageFailed: "The language couldn't be saved. Please try again.",
    themeTitle: 'Theme',
    themes: { light: 'Light', dark: 'Dark', system: 'System' },
  },
};
