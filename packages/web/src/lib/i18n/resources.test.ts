import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { screensDe } from './de/screens.ts';
import { en } from './en.ts';
import { screensEn } from './en/screens.ts';

// Every language has every key, and every key is used: a text added in one language only, or
// left behind when its screen changed, fails here.

function keys(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'i18n' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('the texts', () => {
  const english = keys({ ...en, ...screensEn }).sort();

  it('are the same keys in German and English', () => {
    expect(keys({ ...de, ...screensDe }).sort()).toEqual(english);
  });

  it('are all used in code', () => {
    const code = sources(path.resolve(import.meta.dirname, '../..')).join('\n');
    // A key is used when it is written out, or when code builds it from its table's prefix
    // (t(`attendance.states.${state}`)); plural forms by their base key.
    const dynamicPrefixes = [
      ...[...code.matchAll(/[`'"]([\w.]+)\.\$\{/g)].map((m) => `${m[1]}.`),
      // features/auth/error-messages.ts: `${table}.${code}` for these two tables.
      'logInErrors.',
      'signUpErrors.',
      // public/compat-check.js shows these (it cannot import them; compat-check.test.ts).
      'versions.incompatible.',
    ];
    const unused = english.filter((key) => {
      const base = key.replace(/_(one|other)$/, '');
      if (code.includes(`'${base}'`) || code.includes(`"${base}"`)) return false;
      return !dynamicPrefixes.some((prefix) => base.startsWith(prefix));
    });
    expect(unused).toEqual([]);
  });
});
