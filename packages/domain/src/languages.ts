import { z } from 'zod/mini';

// The languages Turnout speaks (docs/decisions/024-languages-and-themes.md). English is the
// default and the fallback; German for every German-speaking locale (de, de-DE, de-AT, de-CH, …).

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const languageSchema = z.enum(LANGUAGES);

/** The language for a BCP 47 tag: German for any de or de-* tag, English otherwise. */
export function languageOfTag(tag: string): Language {
  return /^de(?:-|$)/i.test(tag.trim()) ? 'de' : 'en';
}

/**
 * The language for a list of preferred tags, most preferred first (navigator.languages): the
 * first tag decides, as it is the one the person put on top.
 */
export function languageOfPreferences(tags: readonly string[]): Language {
  return tags.length > 0 ? languageOfTag(tags[0]!) : DEFAULT_LANGUAGE;
}

/**
 * The language for an Accept-Language header (RFC 9110): the tag with the highest weight
 * decides; a missing or unreadable header means English.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.length > 0 ? languageOfTag(ranked[0]!.tag) : DEFAULT_LANGUAGE;
}

/** The account's language setting: the language and whether the person chose it in settings
 *  (otherwise it follows the browser they use). */
export const languageSettingSchema = z.strictObject({
  language: languageSchema,
  chosen: z.boolean(),
});
export type LanguageSetting = z.infer<typeof languageSettingSchema>;
