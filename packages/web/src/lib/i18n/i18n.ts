import type { Language } from '@turnout/domain';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { screens, start } from './bundles.ts';
import { startLanguage } from './language.ts';

// One instance for the app, in one language at a time. A language's texts are chunks of their
// own (bundles.ts), loaded when it is used: the start language's at once, before anything
// renders (components suspend until they are there; index.html's boot screen shows meanwhile),
// the screens' texts with the first screen (screen-texts.ts). Components never name a language.
export const i18n: I18n = i18next.createInstance();

let withScreens = false;

async function bundleFor(language: Language): Promise<object> {
  const [startTexts, screenTexts] = await Promise.all([
    start[language](),
    withScreens ? screens[language]() : {},
  ]);
  return { ...startTexts, ...screenTexts };
}

const chunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    bundleFor(language as Language).then(
      (texts) => callback(null, texts as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Resolves once the start language's texts are there. */
export const i18nReady: Promise<unknown> = i18n
  .use(chunks)
  .use(initReactI18next)
  .init({
    lng: startLanguage(),
    // Every language has every key (a test checks): nothing falls back to another language.
    fallbackLng: false,
    // React escapes output itself; escaping here too would show "&amp;" in names.
    interpolation: { escapeValue: false },
  })
  .then(() => setDocumentLanguage(i18n.language as Language));

/** Adds the screens' texts of the current language (and of any language switched to later). */
export async function addScreenTexts(): Promise<void> {
  await i18nReady;
  if (withScreens) return;
  withScreens = true;
  const language = i18n.language as Language;
  i18n.addResourceBundle(language, 'translation', await screens[language](), true, false);
}

/** Switches the app's texts to a language, loading its chunks first. */
export async function setLanguage(language: Language): Promise<void> {
  await i18nReady;
  if (i18n.language === language) return;
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}

// Screen readers pick their voice from <html lang>, and the browser its hyphenation.
function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}
