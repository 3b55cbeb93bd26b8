import { LANGUAGES, type Language } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLOR_SCHEMES,
  setColorSchemeSetting,
  useColorSchemeSetting,
} from '../../../lib/color-scheme.ts';
import { saveLanguageSetting } from '../../../lib/i18n/account-language.ts';
import { browserLanguage, chosenLanguage } from '../../../lib/i18n/language.ts';
import styles from './language-and-theme-section.module.css';
import { RadioSection } from './radio-section.tsx';

/** Each language's name in itself, whatever the app's language (as language pickers do). */
const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };
type LanguageChoice = Language | 'browser';
const LANGUAGE_CHOICES: readonly LanguageChoice[] = [...LANGUAGES, 'browser'];

/**
 * /settings: the language (Deutsch, English or the browser's; stored on the account, so push
 * messages and mails follow it) and the theme (Light, Dark or the system's; this device).
 * Native radio groups, each a fieldset named by its section's heading.
 */
export function LanguageAndThemeSection() {
  const { t } = useTranslation();
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
      <RadioSection
        title={t('preferences.languageTitle')}
        text={t('preferences.languageText')}
        name="language"
        choices={LANGUAGE_CHOICES}
        value={language}
        onChange={chooseLanguage}
        label={(choice) =>
          choice === 'browser' ? (
            t('preferences.browserDefault')
          ) : (
            <span lang={choice}>{LANGUAGE_NAMES[choice]}</span>
          )
        }
      >
        {failed && (
          <p role="alert" className={styles.error}>
            {t('preferences.languageFailed')}
          </p>
        )}
      </RadioSection>
      <RadioSection
        title={t('preferences.themeTitle')}
        name="theme"
        choices={COLOR_SCHEMES}
        value={scheme}
        onChange={setColorSchemeSetting}
        label={(choice) => t(`preferences.themes.${choice}`)}
      />
    </>
  );
}
