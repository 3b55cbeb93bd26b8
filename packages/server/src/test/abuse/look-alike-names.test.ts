import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CSRF_HEADER, VALIDATION_MESSAGES } from '@turnout/domain';
import { createTestApp, type TestApp } from '../app.ts';
import type { SignedInUser } from '../factories.ts';
import { buildGroup } from '../group-factories.ts';
import { watchDatabase } from './snapshot.ts';

// A member must not be able to take a name that looks like another's, the owner's above all
// (ADR 030): generated look-alikes of the owner's name, with invisible characters, bidi
// controls or letters of another alphabet, are refused at sign-up and at a name change, with the
// rule's message, and nothing changes.

const RUNS = Number(process.env.ABUSE_RUNS ?? 60);

/** Characters that show as nothing (or as a plain space) where they stand. */
const INVISIBLE = [
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200D', // zero-width joiner
  '\u2060', // word joiner
  '\uFEFF', // zero-width no-break space
  '\u00AD', // soft hyphen
  '\u034F', // combining grapheme joiner
  '\u180E', // Mongolian vowel separator
  '\u3164', // Hangul filler
  '\uFFA0', // halfwidth Hangul filler
  '\u115F', // Hangul choseong filler
  '\u2800', // braille blank
  '\uFE0F', // variation selector 16
  '\u{E0020}', // tag space
  '\u00A0', // no-break space
  '\u2007', // figure space
  '\u3000', // ideographic space
];

/** Characters that reorder what is shown. */
const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

/** Latin letters and their Cyrillic and Greek doubles. */
const DOUBLES: Record<string, string[]> = {
  A: ['\u0410', '\u0391'],
  B: ['\u0412', '\u0392'],
  E: ['\u0415', '\u0395'],
  H: ['\u041D', '\u0397'],
  K: ['\u041A', '\u039A'],
  M: ['\u041C', '\u039C'],
  O: ['\u041E', '\u039F'],
  P: ['\u0420', '\u03A1'],
  T: ['\u0422', '\u03A4'],
  X: ['\u0425', '\u03A7'],
  a: ['\u0430', '\u03B1'],
  c: ['\u0441'],
  d: ['\u0501'],
  e: ['\u0435', '\u03B5'],
  i: ['\u0456', '\u03B9'],
  n: ['\u043F', '\u03B7'],
  o: ['\u043E', '\u03BF'],
  p: ['\u0440', '\u03C1'],
  r: ['\u0433'],
  x: ['\u0445', '\u03C7'],
  y: ['\u0443', '\u03B3'],
};

type Kind = 'invisible' | 'bidi' | 'mixed';
interface LookAlike {
  kind: Kind;
  name: string;
}

/** Inserts 1–3 characters of `set` anywhere in the name (inside, before or after it). */
function withInserted(name: string, set: string[]): fc.Arbitrary<string> {
  const insertion = fc.record({
    at: fc.nat({ max: name.length }),
    char: fc.constantFrom(...set),
  });
  return fc.array(insertion, { minLength: 1, maxLength: 3 }).map((inserts) => {
    let result = [...name];
    for (const { at, char } of inserts) {
      result = [...result.slice(0, at), char, ...result.slice(at)];
    }
    return result.join('');
  });
}

/** One letter with a double swapped for it, in a word that keeps another Latin letter. */
function withDouble(name: string): fc.Arbitrary<string> {
  const chars = [...name];
  const swappable = chars
    .map((char, i) => ({ char, i }))
    .filter(({ char, i }) => {
      if (!DOUBLES[char]) return false;
      const word = name.slice(0, i).split(' ').length - 1;
      return name.split(' ')[word]!.length > 1;
    });
  return fc.constantFrom(...swappable).chain(({ char, i }) =>
    fc.constantFrom(...DOUBLES[char]!).map((double) => {
      const copy = [...chars];
      copy[i] = double;
      return copy.join('');
    }),
  );
}

function lookAlike(name: string): fc.Arbitrary<LookAlike> {
  return fc.oneof(
    withInserted(name, INVISIBLE).map((n) => ({ kind: 'invisible' as const, name: n })),
    withInserted(name, BIDI).map((n) => ({ kind: 'bidi' as const, name: n })),
    withDouble(name).map((n) => ({ kind: 'mixed' as const, name: n })),
  );
}

const MESSAGE: Record<Kind, string> = {
  invisible: VALIDATION_MESSAGES.nameInvisible,
  bidi: VALIDATION_MESSAGES.nameInvisible,
  mixed: VALIDATION_MESSAGES.nameMixedScripts,
};

describe('names that look like the owner’s', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let member: SignedInUser;
  let database: Awaited<ReturnType<typeof watchDatabase>>;
  let attempt = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const group = await buildGroup(t.db, { members: 1 });
    owner = group.owner;
    member = group.members[0]!;
    await t.request({
      method: 'PUT',
      url: API_PATHS.accountName,
      body: { displayName: 'Ada Owner' },
      as: owner,
    });
    database = await watchDatabase(t.db);
  });
  afterAll(() => t.close());

  async function expectRefused(answer: { statusCode: number; json(): unknown }, kind: Kind) {
    expect(answer.statusCode).toBe(400);
    const { error } = answer.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain(MESSAGE[kind]);
    await database.assertUnchanged();
  }

  it('are refused as a member’s new name', async () => {
    await fc.assert(
      fc.asyncProperty(lookAlike('Ada Owner'), async ({ kind, name }) => {
        const answer = await t.request({
          method: 'PUT',
          url: API_PATHS.accountName,
          body: { displayName: name },
          as: member,
        });
        await expectRefused(answer, kind);
      }),
      { numRuns: RUNS },
    );
  });

  it('are refused at sign-up', async () => {
    await fc.assert(
      fc.asyncProperty(lookAlike('Ada Owner'), async ({ kind, name }) => {
        attempt += 1;
        const answer = await t.app.inject({
          method: 'POST',
          url: API_PATHS.signUp,
          // A client address each, so the sign-up limit per client never answers first.
          remoteAddress: `198.51.100.${attempt % 250}`,
          headers: { [CSRF_HEADER]: '1' },
          payload: {
            name,
            email: `look-alike-${attempt}@example.org`,
            password: 'correct horse battery',
          },
        });
        await expectRefused(answer, kind);
      }),
      { numRuns: RUNS },
    );
  });

  it('leave the names that only look different alone', async () => {
    for (const displayName of ['Ada Owner Jr', 'Ада Иванова', 'Ada 👩‍💻']) {
      const answer = await t.request({
        method: 'PUT',
        url: API_PATHS.accountName,
        body: { displayName },
        as: member,
      });
      expect(answer.statusCode, displayName).toBe(200);
    }
  });
});
