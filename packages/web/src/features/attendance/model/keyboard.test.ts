import { toDay } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { dayForKey } from './keyboard.ts';

const day = toDay('2026-03-31'); // a Tuesday, the last of its month

describe('dayForKey', () => {
  it.each([
    ['ArrowLeft', '2026-03-30'],
    ['ArrowRight', '2026-04-01'],
    ['ArrowUp', '2026-03-24'],
    ['ArrowDown', '2026-04-07'],
    ['Home', '2026-03-30'], // Monday: de weeks start on Monday
    ['End', '2026-04-05'],
    ['PageUp', '2026-02-28'], // no 31 February: the month's last day
    ['PageDown', '2026-04-30'],
  ])('%s moves to %s', (key, expected) => {
    expect(dayForKey(day, key, 1)).toBe(expected);
  });

  it('uses the week start for Home and End', () => {
    expect(dayForKey(day, 'Home', 0)).toBe('2026-03-29');
    expect(dayForKey(day, 'End', 0)).toBe('2026-04-04');
  });

  it('ignores other keys', () => {
    expect(dayForKey(day, 'a', 1)).toBeUndefined();
  });
});
