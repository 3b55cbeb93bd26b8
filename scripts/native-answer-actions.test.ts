import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ANSWER_ACTION_TITLES, ANSWER_LINK_STATES, ANSWER_PUSH_CATEGORY } from '@turnout/domain';
import { describe, expect, it } from 'vitest';

// The native shells register the answer category and its buttons in their own languages
// (docs/native.md#answering-from-a-notification); neither can be built here (no Xcode, no
// Android SDK), so this reads their sources: the category, the action ids and the buttons' words
// must be the ones the server sends, or a button would do nothing.

const WEB = path.resolve(import.meta.dirname, '../packages/web');
const read = (file: string) => readFile(path.join(WEB, file), 'utf8');

/** "key" = "value"; lines of a Localizable.strings file. */
function stringsFile(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^"([^"]+)"\s*=\s*"((?:[^"\\]|\\.)*)";$/gm)].map((m) => [m[1], m[2]]),
  );
}

/** <string name="key">value</string> of an Android resource file, its \' unescaped. */
function androidStrings(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/<string name="([^"]+)">([^<]*)<\/string>/g)].map((m) => [
      m[1],
      m[2]!.replace(/\\'/g, "'"),
    ]),
  );
}

// The buttons' words as the server titles the actions in each language.
const titles = ANSWER_ACTION_TITLES;

describe('the native shells’ answer buttons', () => {
  it('iOS registers the category with the action ids the server sends', async () => {
    const delegate = await read('ios/App/App/AppDelegate.swift');
    expect(delegate).toContain(
      `UNNotificationCategory(\n            identifier: "${ANSWER_PUSH_CATEGORY}"`,
    );
    for (const action of ANSWER_LINK_STATES) {
      expect(delegate).toContain(`identifier: "${action}"`);
      expect(delegate).toContain(
        `NSLocalizedString("answer.${action}", value: "${titles.en[action]}"`,
      );
    }
    expect(delegate).toContain('setNotificationCategories');
  });

  it('iOS titles the buttons in English and German as the server does', async () => {
    for (const language of ['en', 'de'] as const) {
      const strings = stringsFile(await read(`ios/App/App/${language}.lproj/Localizable.strings`));
      for (const action of ANSWER_LINK_STATES) {
        expect(strings[`answer.${action}`], `${language} ${action}`).toBe(titles[language][action]);
      }
    }
    // In the app's bundle: the Xcode project lists both.
    const project = await read('ios/App/App.xcodeproj/project.pbxproj');
    expect(project).toContain('path = en.lproj/Localizable.strings;');
    expect(project).toContain('path = de.lproj/Localizable.strings;');
    expect(project).toContain('/* Localizable.strings in Resources */,');
  });

  it('Android shows the buttons for pushes of the category, with the server’s ids and words', async () => {
    const service = await read('android/app/src/main/java/app/turnout/AnswerMessagingService.java');
    expect(service).toContain(`CATEGORY = "${ANSWER_PUSH_CATEGORY}";`);
    for (const action of ANSWER_LINK_STATES) {
      expect(service).toContain(`${action.toUpperCase()} = "${action}";`);
      expect(service).toContain(`R.string.answer_${action}`);
    }
    const english = androidStrings(await read('android/app/src/main/res/values/strings.xml'));
    const german = androidStrings(await read('android/app/src/main/res/values-de/strings.xml'));
    for (const action of ANSWER_LINK_STATES) {
      expect(english[`answer_${action}`]).toBe(titles.en[action]);
      expect(german[`answer_${action}`]).toBe(titles.de[action]);
    }
    const manifest = await read('android/app/src/main/AndroidManifest.xml');
    expect(manifest).toMatch(
      /android:name="\.AnswerMessagingService"[\s\S]*?com\.google\.firebase\.MESSAGING_EVENT/,
    );
    expect(manifest).toMatch(/pushnotifications\.MessagingService"\s+tools:node="remove"/);
  });
});
