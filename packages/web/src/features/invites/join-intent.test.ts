import { afterEach, describe, expect, it } from 'vitest';
import { JOIN_INTENT_TTL_MS, rememberJoinIntent, takeJoinIntent } from './join-intent.ts';

const CODE = 'ABCDEFGHIJKLMNOPQRSTUVWX';
const OTHER = 'XWVUTSRQPONMLKJIHGFEDCBA';

describe('join intent', () => {
  afterEach(() => sessionStorage.clear());

  it('is there only after the user asked, and only once', () => {
    expect(takeJoinIntent(CODE)).toBe(false);
    rememberJoinIntent(CODE);
    expect(takeJoinIntent(CODE)).toBe(true);
    expect(takeJoinIntent(CODE)).toBe(false);
  });

  it('belongs to one invite code', () => {
    rememberJoinIntent(CODE);
    expect(takeJoinIntent(OTHER)).toBe(false);
    // Reading it for another code used it up.
    expect(takeJoinIntent(CODE)).toBe(false);
  });

  it('expires', () => {
    rememberJoinIntent(CODE, 1_000);
    expect(takeJoinIntent(CODE, 1_000 + JOIN_INTENT_TTL_MS)).toBe(false);
    rememberJoinIntent(CODE, 1_000);
    expect(takeJoinIntent(CODE, 1_000 + JOIN_INTENT_TTL_MS - 1)).toBe(true);
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem('turnout.joinIntent', 'not json');
    expect(takeJoinIntent(CODE)).toBe(false);
  });
});
