import type { Language } from '@turnout/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { screens, start } from './bundles.ts';
import { startLanguage } from './language.ts';

// One instance for the app, in one language at a time: the start language's texts load before
// anything renders (this module awaits them; index.html's boot screen shows meanwhile), the
// screens' texts with the first screen (screen-texts.ts). Components never name a language.
export const i18n: I18n = i18next.createInstance();

let withScreens = false;

async function bundleFor(language: Language): Promise<object> {
  const [startTexts, screenTexts] = await Promise.all([
    start[language](),
    withScreens ? screens[language]() : {},
  ]);
  return { ...startTexts, ...screenTexts };
}

const initial = startLanguage();
await i18n.use(initReactI18next).init({
  resources: { [initial]: { translation: await bundleFor(initial) } },
  lng: initial,
  // Every language has every key (a test checks): nothing falls back to another language.
  fallbackLng: false,
  initAsync: false,
  // React escapes output itself; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
});
setDocumentLanguage(initial);

/** Adds the screens' texts of the current language (and of any language switched to later). */
export async function addScreenTexts(): Promise<void> {
  if (withScreens) return;
  withScreens = true;
  const language = i18n.language as Language;
  i18n.addResourceBundle(language, 'translation', await screens[language](), true, false);
}

/** Switches the app's texts to a language, loading its chunks first. */
export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language === language) return;
  if (!i18n.hasResourceBundle(language, 'translation') || withScreens) {
    i18n.addResourceBundle(language, 'translation', await bundleFor(language), true, true);
  }
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}

// Screen readers pick their voice from <html lang>, and the browser its hyphenation.
function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}
