import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';
import { lineText, lineTextProblem, multilineText, multilineTextProblem } from './text.ts';

describe('text fields', () => {
  it('refuse NUL and other control characters in one-line text', () => {
    for (const value of [
      'a\u0000b',
      '\u0001',
      'tab\there',
      'line\nbreak',
      'cr\r',
      '\u007f',
      '\u009f',
    ]) {
      expect(lineTextProblem(value), JSON.stringify(value)).toBe(
        VALIDATION_MESSAGES.controlCharacters,
      );
    }
  });

  it('let a note or a description break lines, but refuse other control characters', () => {
    for (const value of ['two\nlines', 'tab\there', 'windows\r\n']) {
      expect(multilineTextProblem(value), JSON.stringify(value)).toBeUndefined();
    }
    for (const value of ['a\u0000b', '\u000b', '\u000c', '\u001b[31m', '\u0085']) {
      expect(multilineTextProblem(value), JSON.stringify(value)).toBe(
        VALIDATION_MESSAGES.controlCharacters,
      );
    }
  });

  it('refuse a lone surrogate, and keep characters outside the basic plane', () => {
    for (const problem of [lineTextProblem, multilineTextProblem]) {
      expect(problem('\ud800')).toBe(VALIDATION_MESSAGES.notText);
      expect(problem('x\udc00y')).toBe(VALIDATION_MESSAGES.notText);
      expect(problem('Gym 🎉 Ümlaut ß 漢字 \u00a0')).toBeUndefined();
    }
  });

  it('are zod checks that say what is wrong', () => {
    const schema = z.object({
      name: z.string().check(lineText()),
      note: z.string().check(multilineText()),
    });
    expect(schema.safeParse({ name: 'Anna', note: 'a\nb' }).success).toBe(true);
    const result = schema.safeParse({ name: 'An\u0000na', note: 'a\u0000b' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', VALIDATION_MESSAGES.controlCharacters],
      ['note', VALIDATION_MESSAGES.controlCharacters],
    ]);
  });
});
