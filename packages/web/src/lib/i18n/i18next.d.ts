import 'i18next';
import type { en } from './en.ts';

// Typed keys: a misspelt t('...') key is a compile error, not an untranslated string at run time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
