import { languageOfAcceptLanguage, LANGUAGES, type Language } from '@turnout/domain';
import type { FastifyRequest } from 'fastify';
import i18next, { type TFunction } from 'i18next';
import { de } from './de.ts';
import { en } from './en.ts';

// The server's words in every language Turnout speaks (docs/decisions/024-languages-and-themes.md),
// through i18next as in the web app, so plurals and placeholders work the same way.

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  // Texts go into JSON, mails (escaped there) and push payloads, never raw into HTML.
  interpolation: { escapeValue: false },
});

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [language, instance.getFixedT(language)]),
) as Record<Language, TFunction>;

/** The server's texts in one language. */
export function textsIn(language: Language): TFunction {
  return translators[language];
}

/**
 * The language to answer a request in: the account's when signed in, else what the browser
 * asks for (Accept-Language; German for German-speaking locales, English otherwise).
 */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    request.auth?.user.language ?? languageOfAcceptLanguage(request.headers['accept-language'])
  );
}

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A key of the server's texts (plural forms by their base key, as i18next takes them). */
export type TextKey = WithoutPlural<Paths<typeof en>>;

/** A text to put into the answer's language: its key and the values of its placeholders. */
export interface Text {
  key: TextKey;
  values?: Record<string, string | number>;
}

/** The text in a language. */
export function render(text: Text, language: Language): string {
  return translators[language](text.key, text.values ?? {});
}

// Most answers are the domain's fixed sentences, thrown as they are (`new ApiError(code,
// GROUP_MESSAGES.ownerOnly)`): their key is found from the English words, as the web app finds
// a validation message's (lib/validation-message.ts). Only texts without placeholders qualify.
const keyOfEnglish = new Map<string, TextKey>();
(function collect(table: object, prefix: string) {
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') {
      if (!value.includes('{{') && !keyOfEnglish.has(value)) {
        keyOfEnglish.set(value, `${prefix}${key}` as TextKey);
      }
    } else collect(value as object, `${prefix}${key}.`);
  }
})(en.errors, 'errors.');

/** The text an English sentence of the server's is, if it is one. */
export function textOfEnglish(message: string): Text | undefined {
  const key = keyOfEnglish.get(message);
  return key ? { key } : undefined;
}
