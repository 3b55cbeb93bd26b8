import { languageOfPreferences, LANGUAGES, type Language } from '@turnout/domain';

// Which language the app starts in: the one chosen in settings on this device (kept here so
// the start needs no server round trip), else the browser's (docs/decisions/024-languages-and-themes.md).

const STORAGE_KEY = 'turnout.language';

export function browserLanguage(): Language {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
  return languageOfPreferences(tags);
}

/** The language chosen in settings, or null when the app follows the browser. */
export function chosenLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : null;
  } catch {
    return null; // storage blocked: follow the browser
  }
}

export function storeChosenLanguage(language: Language | null): void {
  try {
    if (language) localStorage.setItem(STORAGE_KEY, language);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: the account still has the choice, and the next start reads it from there
  }
}

export function startLanguage(): Language {
  return chosenLanguage() ?? browserLanguage();
}
