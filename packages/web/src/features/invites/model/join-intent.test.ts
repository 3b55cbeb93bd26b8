import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetJoinIntent,
  JOIN_INTENT_TTL_MS,
  joinIntentFor,
  rememberJoinIntent,
} from './join-intent.ts';

const CODE = 'ABCDEFGHIJKLMNOPQRSTUVWX';
const OTHER = 'XWVUTSRQPONMLKJIHGFEDCBA';

describe('join intent', () => {
  afterEach(() => sessionStorage.clear());

  it('is there after the user asked, until the join has ended', () => {
    expect(joinIntentFor(CODE)).toBeUndefined();
    rememberJoinIntent(CODE);
    expect(joinIntentFor(CODE)).toEqual({ written: false });
    // Read again after a reload during the join: still there.
    expect(joinIntentFor(CODE)).toEqual({ written: false });
    rememberJoinIntent(CODE, { written: true });
    expect(joinIntentFor(CODE)).toEqual({ written: true });
    forgetJoinIntent();
    expect(joinIntentFor(CODE)).toBeUndefined();
  });

  it('belongs to one invite code', () => {
    rememberJoinIntent(CODE);
    expect(joinIntentFor(OTHER)).toBeUndefined();
    // Another invite's screen dropped it: it cannot join later by surprise.
    expect(joinIntentFor(CODE)).toBeUndefined();
  });

  it('expires', () => {
    rememberJoinIntent(CODE, {}, 1_000);
    expect(joinIntentFor(CODE, 1_000 + JOIN_INTENT_TTL_MS - 1)).toEqual({ written: false });
    expect(joinIntentFor(CODE, 1_000 + JOIN_INTENT_TTL_MS)).toBeUndefined();
    expect(joinIntentFor(CODE, 1_000)).toBeUndefined();
  });

  it('ignores what it did not write', () => {
    for (const raw of ['not json', 'null', '42', JSON.stringify({ code: CODE })]) {
      sessionStorage.setItem('turnout.joinIntent', raw);
      expect(joinIntentFor(CODE)).toBeUndefined();
    }
  });
});
