import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, languageOfPreferences, languageOfTag } from './languages.ts';

describe('languages', () => {
  it('speaks German for every German-speaking locale and English otherwise', () => {
    for (const tag of ['de', 'de-DE', 'de-AT', 'de-CH', 'DE-de'])
      expect(languageOfTag(tag)).toBe('de');
    for (const tag of ['en', 'en-GB', 'fr-FR', 'dea', 'nl', ''])
      expect(languageOfTag(tag)).toBe('en');
  });

  it('takes the browser’s first preference', () => {
    expect(languageOfPreferences(['de-AT', 'en-US'])).toBe('de');
    expect(languageOfPreferences(['fr-FR', 'de-DE'])).toBe('en');
    expect(languageOfPreferences([])).toBe('en');
  });

  it('reads Accept-Language by weight', () => {
    expect(languageOfAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageOfAcceptLanguage('en;q=0.5, de-CH;q=0.9')).toBe('de');
    expect(languageOfAcceptLanguage('fr, de;q=0.9')).toBe('en');
    expect(languageOfAcceptLanguage('de;q=0, en')).toBe('en');
    expect(languageOfAcceptLanguage('*')).toBe('en');
    expect(languageOfAcceptLanguage('garbage;;q=x')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
  });
});
