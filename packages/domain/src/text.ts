import { z } from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

// What text fields refuse besides their length. PostgreSQL cannot store NUL in text at all, and
// other control characters make no sense in anything a person types: a name or an address is
// one line, a note or a description may break lines (tab, line feed, carriage return) and no
// more. A lone UTF-16 surrogate is not text either: the database would store U+FFFD in its
// place, so what is read back would not be what was sent. `\p{…}` with the `u` flag (no
// lookbehind) so the same expressions run on the oldest browsers the app supports.

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a one-line text may not be stored, or undefined when it may. */
export function lineTextProblem(value: string): string | undefined {
  if (CONTROL.test(value)) return VALIDATION_MESSAGES.controlCharacters;
  if (LONE_SURROGATE.test(value)) return VALIDATION_MESSAGES.notText;
  return undefined;
}

/** Why a text that may break lines (a note, a description) may not be stored, or undefined. */
export function multilineTextProblem(value: string): string | undefined {
  if (CONTROL_BUT_LINE_BREAKS.test(value)) return VALIDATION_MESSAGES.controlCharacters;
  if (LONE_SURROGATE.test(value)) return VALIDATION_MESSAGES.notText;
  return undefined;
}

function refuse(problem: (value: string) => string | undefined) {
  return z.superRefine((value: string, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

export type TextCheck = ReturnType<typeof refuse>;

/** Check for a one-line text field: no control characters, well-formed. */
export const lineText = () => refuse(lineTextProblem);

/** Check for a text field that may hold line breaks (and tabs), but no other control characters. */
export const multilineText = () => refuse(multilineTextProblem);
