import { accountEndpoints, type LanguageSetting, type User } from '@turnout/domain';
import { call } from '../api-client.ts';
import { setLanguage } from './i18n.ts';
import { browserLanguage, storeChosenLanguage } from './language.ts';

// The account keeps the language its push messages and mails speak (the server has no
// browser to ask when it sends them). A language chosen in settings wins everywhere; otherwise
// the app speaks the browser's and tells the account when that differs from what it has.

/** Applies the account's language at start-up; resolves once the texts are there. */
export async function followAccountLanguage(user: User): Promise<void> {
  if (user.languageChosen) {
    storeChosenLanguage(user.language);
    await setLanguage(user.language);
    return;
  }
  storeChosenLanguage(null);
  const language = browserLanguage();
  await setLanguage(language);
  if (user.language !== language) {
    // Not awaited: the account catches up in the background; a failure is tried next start.
    void saveLanguageSetting({ language, chosen: false }).catch(() => undefined);
  }
}

/** Stores the setting on the account, then switches the app to it. */
export async function saveLanguageSetting(setting: LanguageSetting): Promise<User> {
  const { user } = await call(accountEndpoints.language, { body: setting });
  storeChosenLanguage(setting.chosen ? setting.language : null);
  await setLanguage(setting.language);
  return user;
}
