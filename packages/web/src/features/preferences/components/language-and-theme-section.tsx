import { LANGUAGES, type Language } from '@turnout/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLOR_SCHEMES,
  setColorSchemeSetting,
  useColorSchemeSetting,
} from '../../../lib/color-scheme.ts';
import { saveLanguageSetting } from '../../../lib/i18n/account-language.ts';
import { browserLanguage, chosenLanguage } from '../../../lib/i18n/language.ts';
import styles from './language-and-theme-section.module.css';

/** Each language's name in itself, whatever the app's language (as language pickers do). */
const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };
type LanguageChoice = Language | 'browser';

/**
 * /settings: the language (Deutsch, English or the browser's; stored on the account, so push
 * messages and mails follow it) and the theme (Light, Dark or the system's; this device).
 * Native radio groups, each a fieldset named by its section's heading.
 */
export function LanguageAndThemeSection() {
  const { t } = useTranslation();
  const languageId = useId();
  const themeId = useId();
  const [language, setLanguageChoice] = useState<LanguageChoice>(
    () => chosenLanguage() ?? 'browser',
  );
  const [failed, setFailed] = useState(false);
  const scheme = useColorSchemeSetting();

  const chooseLanguage = (choice: LanguageChoice) => {
    const previous = language;
    setLanguageChoice(choice);
    setFailed(false);
    const setting =
      choice === 'browser'
        ? { language: browserLanguage(), chosen: false }
        : { language: choice, chosen: true };
    saveLanguageSetting(setting).catch(() => {
      setLanguageChoice(previous);
      setFailed(true);
    });
  };

  return (
    <>
      <section className={styles.section} aria-labelledby={languageId}>
        <h2 id={languageId} className={styles.title}>
          {t('preferences.languageTitle')}
        </h2>
        <p className={styles.text}>{t('preferences.languageText')}</p>
        <fieldset className={styles.group} aria-labelledby={languageId}>
          {[...LANGUAGES, 'browser' as const].map((choice) => (
            <label key={choice} className={styles.option}>
              <input
                type="radio"
                name="language"
                value={choice}
                checked={language === choice}
                onChange={() => chooseLanguage(choice)}
              />
              {choice === 'browser' ? (
                t('preferences.browserDefault')
              ) : (
                <span lang={choice}>{LANGUAGE_NAMES[choice]}</span>
              )}
            </label>
          ))}
        </fieldset>
        {failed && (
          <p role="alert" className={styles.error}>
            {t('preferences.languageFailed')}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby={themeId}>
        <h2 id={themeId} className={styles.title}>
          {t('preferences.themeTitle')}
        </h2>
        <fieldset className={styles.group} aria-labelledby={themeId}>
          {COLOR_SCHEMES.map((choice) => (
            <label key={choice} className={styles.option}>
              <input
                type="radio"
                name="theme"
                value={choice}
                checked={scheme === choice}
                onChange={() => setColorSchemeSetting(choice)}
              />
              {t(`preferences.themes.${choice}`)}
            </label>
          ))}
        </fieldset>
      </section>
    </>
  );
}
