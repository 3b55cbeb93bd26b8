import { describe, expect, it } from 'vitest';
import { displayNameProblem } from './display-name.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

describe('display names', () => {
  it.each([
    'Anna',
    'Anna Müller',
    'Анна Иванова',
    'Anna Иванова',
    'Ζωή',
    'José-María O’Neil',
    'François Nguyễn',
    '李小龙',
    'می‌خواهم', // ZWNJ between Persian letters
    'Sam 👨‍👩‍👧', // ZWJ inside an emoji sequence
    'Mia ❤️', // a variation selector after a symbol
    'R2-D2',
  ])('takes %j', (name) => {
    expect(displayNameProblem(name)).toBeUndefined();
  });

  it.each([
    ['Anna\u200B', 'zero-width space'],
    ['An\u200Dna', 'zero-width joiner between letters'],
    ['An\u200Cna', 'zero-width non-joiner in a Latin word'],
    ['Anna\u00AD', 'soft hyphen'],
    ['Anna\u2060', 'word joiner'],
    ['\u3164', 'Hangul filler'],
    ['Anna\uFE0F', 'variation selector after a letter'],
    ['Anna\u{E0041}', 'tag character'],
    ['\u2800', 'braille blank'],
    ['Anna\u00A0Owner', 'no-break space'],
    ['Anna\u3000Owner', 'ideographic space'],
    ['Anna\u2028', 'line separator'],
  ])('refuses %j (%s) as invisible', (name) => {
    expect(displayNameProblem(name)).toBe(VALIDATION_MESSAGES.nameInvisible);
  });

  it.each([
    ['\u202EnnA', 'right-to-left override'],
    ['Anna\u2066x\u2069', 'isolate'],
    ['Anna\u200F', 'right-to-left mark'],
    ['\u061CAnna', 'Arabic letter mark'],
  ])('refuses %j (%s) as a direction change', (name) => {
    expect(displayNameProblem(name)).toBe(VALIDATION_MESSAGES.nameInvisible);
  });

  it.each([
    ['\u0410nna', 'Cyrillic A in a Latin word'],
    ['Ann\u03B1', 'Greek alpha in a Latin word'],
    ['Anna \u041Ewner', 'Cyrillic O in the second word'],
    ['\u0410\u03BD', 'Cyrillic and Greek'],
  ])('refuses %j (%s) as mixed scripts', (name) => {
    expect(displayNameProblem(name)).toBe(VALIDATION_MESSAGES.nameMixedScripts);
  });

  it('keeps the one-line rules first', () => {
    expect(displayNameProblem('Anna\n')).toBe(VALIDATION_MESSAGES.controlCharacters);
  });
});
