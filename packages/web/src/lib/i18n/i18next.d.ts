import 'i18next';
import type { en } from './en.ts';
import type { screensEn } from './en/screens.ts';

// Typed keys: a misspelt t('...') key is a compile error, not an untranslated string at run time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The screens' texts too, which load with the screens (lib/i18n/screen-texts.ts).
    resources: { translation: typeof en & typeof screensEn };
  }
}
