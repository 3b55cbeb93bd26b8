import { describe, expect, it } from 'vitest';
import { answerActionOf } from './answer-action.ts';

// What a native push's tapped action answers (docs/native.md#answering-from-a-notification).
describe('answerActionOf', () => {
  const actions = [
    { action: 'present', title: "I'm coming", token: 'a.b' },
    { action: 'away', title: "Can't come", token: 'c.d' },
  ];

  it('reads the tapped action’s token from FCM’s JSON string and from APNs’ array', () => {
    expect(answerActionOf('present', { actions: JSON.stringify(actions) })).toEqual({
      token: 'a.b',
      state: 'present',
    });
    expect(answerActionOf('away', { actions })).toEqual({ token: 'c.d', state: 'away' });
  });

  it('reads the button an Android notification was opened from, which the plugin calls a tap', () => {
    const data = { actions: JSON.stringify(actions), answerAction: 'away' };
    expect(answerActionOf('tap', data)).toEqual({ token: 'c.d', state: 'away' });
    expect(answerActionOf('tap', { ...data, answerAction: 'undecided' })).toBeUndefined();
  });

  it('answers nothing for a plain tap, an unknown action, or a push without actions', () => {
    expect(answerActionOf('tap', { actions })).toBeUndefined();
    expect(answerActionOf('undecided', { actions })).toBeUndefined();
    expect(answerActionOf('present', { targetPath: '/groups/g' })).toBeUndefined();
    expect(answerActionOf('present', { actions: '{not json' })).toBeUndefined();
    expect(answerActionOf('present', undefined)).toBeUndefined();
  });
});
