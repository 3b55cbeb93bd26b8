import fc from 'fast-check';
import { addDays, today } from '@turnout/domain';
import { farDay } from './far-days.ts';

// Values that look valid to a type check but that the database cannot store or a field must
// not hold: text with a control character or a lone surrogate, a day in year 0 (PostgreSQL has
// none) or 10000, a real day outside the answer window (far-days.ts), numbers past any sane range, a cursor forged with a time past the year 9999.
// Each is refused by every field, whatever its type: no text field takes a control character
// (a note may break lines, so line breaks and tabs are left out), no number field a string.

/** Characters no text field accepts: NUL, C0 controls but tab and line breaks, DEL, C1. */
const refusedCharacter = fc
  .oneof(
    fc.constant('\u0000'),
    fc.integer({ min: 0x01, max: 0x1f }).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff), // a lone surrogate
  )
  .map((c) => (typeof c === 'string' ? c : String.fromCharCode(c)));

/** Plausible text with a refused character somewhere in it. */
export const poisonedText = fc
  .tuple(
    fc.constantFrom('', 'Anna', 'Gym', 'late', 'a@b.de'),
    refusedCharacter,
    fc.constantFrom('', 'x', ' Hall 2', '🎉'),
  )
  .map(([before, bad, after]) => before + bad + after);

/** Day-shaped strings outside the years 0001–9999. */
export const poisonedDay = fc.constantFrom(
  '0000-01-01',
  '0000-02-29',
  '0000-12-31',
  '10000-01-01',
  '-0001-12-31',
  '+275760-09-13',
);

/** JSON numbers that overflow integers, doubles or timestamps. */
export const poisonedNumber = fc.constantFrom(
  '1e400',
  '-1e400',
  '1e308',
  '123456789012345678901234567890',
  '9007199254740993',
  '-9007199254740993',
  '8640000000000001',
  '999999999999999',
);

/** The JSON text of a poisoned value for a field; day fields also get days out of range. */
export function poisonedJsonFor(field: string): fc.Arbitrary<string> {
  const texts = [poisonedText.map((s) => JSON.stringify(s)), poisonedNumber];
  if (!DAY_FIELDS.has(field)) return fc.oneof(...texts);
  return fc.oneof(
    poisonedDay.map((s) => JSON.stringify(s)),
    farDay.map((s) => JSON.stringify(s)),
    ...texts,
  );
}

const DAY_FIELDS = new Set(['day', 'from', 'to']);

/**
 * What each body field the app knows takes, as JSON, so a poisoned body gets past the checks
 * of its other fields and its poison is what must refuse it. Unknown names get a short string.
 */
const PLAUSIBLE_JSON: Record<string, string> = {
  name: '"Anna Abuse"',
  email: '"abuse@example.com"',
  password: '"secret-enough"',
  client: '"web"',
  location: '"Hall 2"',
  description: '"Mondays\\nand Thursdays"',
  // Days inside the answer window, so a poisoned neighbour is what must refuse the body.
  day: JSON.stringify(addDays(today('UTC'), 7)),
  from: JSON.stringify(addDays(today('UTC'), 7)),
  to: JSON.stringify(addDays(today('UTC'), 21)),
  state: '"present"',
  note: '"late"',
  muted: 'true',
  token: '"fcm-token"',
  platform: '"android"',
};

export function plausibleJsonFor(field: string): string {
  return PLAUSIBLE_JSON[field] ?? '"x"';
}

/** A forged inbox cursor: the server's own shape with a time of 15 or 16 digits. */
export const poisonedCursor = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(999_999_999_999_999, 253_402_300_800_000, 8_640_000_000_000_001),
      fc.integer({ min: 100_000_000_000_000, max: Number.MAX_SAFE_INTEGER }),
    ),
    fc.uuid(),
  )
  .map(([ms, id]) => Buffer.from(`${ms}.${id}`).toString('base64url'));

/** Query values for a field: year-0 days come in pairs, so an interval is short enough. */
export function poisonedQueryFields(fields: string[]): fc.Arbitrary<[string, string][]> {
  const dayPair = fc.constantFrom(
    ['0000-01-01', '0000-01-31'],
    ['0000-02-01', '0000-02-29'],
    ['10000-01-01', '10000-01-31'],
    ['0000-12-31', '0001-01-01'],
  );
  return dayPair.chain(([from, to]) =>
    fc.tuple(
      ...fields.map((field) => {
        if (field === 'from') return fc.constant<[string, string]>([field, from]);
        if (field === 'to') return fc.constant<[string, string]>([field, to]);
        if (field === 'cursor') return poisonedCursor.map((c): [string, string] => [field, c]);
        return fc.oneof(fc.constant('20'), poisonedNumber).map((n): [string, string] => [field, n]);
      }),
    ),
  );
}
