import { z } from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';
import { lineTextProblem } from './text.ts';

// What a display name may not hold besides a one-line text's rules (text.ts), so that no member
// can pose as another, the owner above all (ADR 030):
// - invisible characters: the default-ignorable ones (zero-width spaces and joiners, soft hyphen,
//   word joiner, Hangul fillers, variation selectors, tags, …), the braille blank, and any space
//   but the plain one ("Anna\u200B" or "Anna\u3164" shows as "Anna");
// - bidi controls (U+202A–U+202E, U+2066–U+2069, LRM, RLM, ALM), which reorder what is shown;
// - a word mixing Latin, Greek and Cyrillic letters ("Аnna" with a Cyrillic А looks like
//   "Anna"). Words of one script each may stand side by side ("Anna Иванова").
// Joiners keep the uses that need them: ZWJ inside an emoji sequence, ZWNJ between letters of a
// script other than these three (Persian, the Indic scripts), a variation selector after a
// symbol (an emoji's presentation).
// `\p{…}` with the `u` flag, no lookbehind: the same expressions run on the oldest browsers the
// app supports.

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/** Blank-looking characters that are not default-ignorable: the braille blank, odd spaces. */
const BLANK = /[\u2800\p{Zl}\p{Zp}]|(?! )\p{Zs}/u;
const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Emoji_Component}/u;
const SYMBOL = /\p{Extended_Pictographic}|\p{So}|\p{Emoji}/u;
const LATIN_GREEK_CYRILLIC = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Greek}/u, /\p{Script=Cyrillic}/u];
/** Where a word ends: anything but letters, marks and digits (spaces, hyphens, apostrophes). */
const WORD_BREAK = /[^\p{L}\p{M}\p{Nd}]+/u;

/** Whether an invisible character at `i` (of code points) does a job where it stands. */
function isNeeded(chars: string[], i: number): boolean {
  const char = chars[i]!;
  const before = chars[i - 1] ?? '';
  const after = chars[i + 1] ?? '';
  if (char === ZWJ) return PICTOGRAPH.test(before) && PICTOGRAPH.test(after);
  if (char === ZWNJ) {
    const scriptLetter = (c: string) => LETTER_OR_MARK.test(c) && !LATIN_GREEK_CYRILLIC.test(c);
    return scriptLetter(before) && scriptLetter(after);
  }
  // Variation selectors 15 and 16 after a symbol: text or emoji presentation.
  if (char === '\uFE0E' || char === '\uFE0F') return SYMBOL.test(before);
  return false;
}

function hasInvisible(value: string): boolean {
  const chars = [...value];
  return chars.some(
    (char, i) =>
      BIDI_CONTROL.test(char) || BLANK.test(char) || (IGNORABLE.test(char) && !isNeeded(chars, i)),
  );
}

function mixesScripts(value: string): boolean {
  return value.split(WORD_BREAK).some((word) => {
    const used = SCRIPTS.filter((script) => script.test(word));
    return used.length > 1;
  });
}

/** Why a display name may not be stored (besides its length), or undefined when it may. */
export function displayNameProblem(value: string): string | undefined {
  const problem = lineTextProblem(value);
  if (problem) return problem;
  if (hasInvisible(value)) return VALIDATION_MESSAGES.nameInvisible;
  if (mixesScripts(value)) return VALIDATION_MESSAGES.nameMixedScripts;
  return undefined;
}

/** Check for a display name field (sign-up, profile): a one-line text that hides nothing. */
export const displayNameText = () =>
  z.superRefine((value: string, ctx) => {
    const message = displayNameProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
