import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS, toDay } from '@turnout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendancePushMessage, membershipEndPushMessage } from '../features/push/parts/message.ts';
import { mailTexts } from '../features/mail/parts/texts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { uniqueEmail } from '../test/factories.ts';
import { de } from './de.ts';
import { en } from './en.ts';

function keys(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'i18n' || name === 'test' ? [] : sources(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('the server’s texts', () => {
  it('are the same keys in German and English', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('are all used: written out in code, or one of the domain’s sentences thrown as they are', () => {
    const code = sources(path.resolve(import.meta.dirname, '..')).join('\n');
    const dynamic = [...code.matchAll(/`([\w.]+)\.\$\{/g)].map((m) => `${m[1]}.`);
    const unused = keys(en).filter((key) => {
      const base = key.replace(/_(one|other)$/, '');
      if (code.includes(`'${base}'`)) return false;
      if (dynamic.some((prefix) => base.startsWith(prefix))) return false;
      // errors.logIn.*, errors.group.*, …: the domain tables, thrown by their English words
      // (ApiError finds the key); the tables themselves are checked in the domain.
      return !/^errors\.(logIn|signUp|validation|group|coaching|join|account|record)\./.test(base);
    });
    expect(unused).toEqual([]);
  });

  it('word pushes in the recipient’s language, the date in APP_LOCALE either way', () => {
    const notice = {
      actorName: 'Anna',
      groupName: 'Kletterteam',
      groupId: 'g1',
      day: toDay('2026-03-29'),
    };
    const options = { locale: 'de', timeZone: 'Europe/Berlin' };
    expect(attendancePushMessage({ ...notice, attendance: true }, options).body).toBe(
      'Anna will attend Kletterteam on Sonntag, 29. März 2026.',
    );
    expect(
      attendancePushMessage({ ...notice, attendance: false }, { ...options, language: 'de' }).body,
    ).toBe('Anna ist am Sonntag, 29. März 2026 bei Kletterteam nicht dabei.');
    expect(
      membershipEndPushMessage({ ...notice, kind: 'left' }, { ...options, language: 'de' }).body,
    ).toBe('Anna hat Kletterteam verlassen.');
  });

  it('word mails in the account’s language', () => {
    expect(mailTexts('en').passwordReset('https://x/r').subject).toBe(
      'Reset your Turnout password',
    );
    expect(mailTexts('de').emailChangedNotice('a@b.de').paragraphs[0]).toContain('a@b.de');
    expect(mailTexts('de').passwordReset('https://x/r').subject).toBe(
      'Setz dein Turnout-Passwort zurück',
    );
  });
});

describe('the language of answers', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: API_PATHS.signUp, body, headers });

  it('answers a visitor in the language of Accept-Language, English otherwise', async () => {
    const body = { email: 'anna@', password: 'secret' };
    const german = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body,
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect(german.json().error).toEqual({
      code: 'invalid-email',
      message: 'Ungültige E-Mail-Adresse!',
    });
    const french = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body,
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(french.json().error.message).toBe('Invalid e-mail address!');
    const tooLong = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: 'a'.repeat(400), password: 'x' },
      headers: { 'accept-language': 'de' },
    });
    expect(tooLong.json().error.message).toMatch(
      /^Ungültige Anfrage \(body\): email: Die E-Mail-Adresse darf höchstens \d+ Zeichen haben$/,
    );
  });

  it('gives the account the browser’s language at sign-up, and answers it in it', async () => {
    const res = await signUp(
      { name: 'Anna', email: uniqueEmail('anna'), password: 'secret1', client: 'native' },
      { 'accept-language': 'de-DE' },
    );
    expect(res.json().user).toMatchObject({ language: 'de', languageChosen: false });
    const token = res.json().sessionToken as string;
    // Signed in, the account's language wins over the request's.
    const missing = await t.request({
      method: 'GET',
      url: '/api/groups/00000000-0000-4000-8000-000000000000',
      as: { token },
      headers: { 'accept-language': 'en' },
    });
    expect(missing.json().error.message).toBe(
      'Diese Gruppe gibt es nicht, oder du hast keinen Zugriff darauf.',
    );
  });

  it('stores a language chosen in settings, and refuses one it does not speak', async () => {
    const res = await signUp({
      name: 'Ben',
      email: uniqueEmail('ben'),
      password: 'secret1',
      client: 'native',
      language: 'en',
    });
    const token = res.json().sessionToken as string;
    const put = (body: unknown) =>
      t.request({ method: 'PUT', url: API_PATHS.accountLanguage, body, as: { token } });
    expect((await put({ language: 'fr', chosen: true })).statusCode).toBe(400);
    const me = () => t.request({ method: 'GET', url: API_PATHS.me, as: { token } });
    expect((await me()).json().user).toMatchObject({ language: 'en', languageChosen: false });
    const chosen = await put({ language: 'de', chosen: true });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user).toMatchObject({ language: 'de', languageChosen: true });
    expect((await me()).json().user).toMatchObject({ language: 'de', languageChosen: true });
  });
});
