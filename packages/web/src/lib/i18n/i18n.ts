import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

// One instance for the app. English is the default and the fallback; adding German means adding
// `de: { translation: de }` here and choosing the language, nothing in the components.
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  // Resources are bundled, so initialise synchronously: the first render already has texts.
  initAsync: false,
  // React escapes output itself; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
});

// Screen readers pick their voice from <html lang>; keep it in step with the texts.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
