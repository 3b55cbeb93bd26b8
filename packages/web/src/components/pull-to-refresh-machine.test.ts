import { PULL_TO_REFRESH as P } from '../lib/ui-constants.ts';
import { describe, expect, it } from 'vitest';
import {
  initialPullState,
  pullPosition,
  pullReducer,
  type PullEvent,
  type PullState,
} from './pull-to-refresh-machine.ts';

function run(...events: PullEvent[]): PullState {
  return events.reduce(pullReducer, initialPullState);
}

const start: PullEvent = { type: 'touchStart', x: 100, y: 100, atTop: true };
const moveTo = (y: number, x = 100): PullEvent => ({ type: 'touchMove', x, y });

describe('pull-to-refresh state machine', () => {
  it('starts idle with the indicator hidden above the content', () => {
    expect(initialPullState).toMatchObject({ phase: 'idle', position: P.idlePosition });
  });

  it('detects a swipe only from the top of the content', () => {
    expect(run(start).phase).toBe('detecting');
    expect(run({ ...start, atTop: false }).phase).toBe('idle');
  });

  it('keeps detecting below the 10 px threshold, then swipes when mostly downwards', () => {
    expect(run(start, moveTo(100 + P.swipeThresholdPx - 1)).phase).toBe('detecting');
    expect(run(start, moveTo(100 + P.swipeThresholdPx)).phase).toBe('swiping');
  });

  it('lets go of sideways and upward moves', () => {
    expect(run(start, moveTo(112, 130)).phase).toBe('idle');
    expect(run(start, moveTo(80)).phase).toBe('idle');
    expect(run(start, { type: 'touchEnd' }).phase).toBe('idle');
  });

  it('moves the indicator at 1/ratio of the finger, up to the maximum', () => {
    expect(pullPosition(P.swipeThresholdPx)).toBe(P.idlePosition);
    expect(pullPosition(P.swipeThresholdPx + 40)).toBe(P.idlePosition + 40 / P.ratio);
    expect(pullPosition(10_000)).toBe(P.maxPosition);
    expect(run(start, moveTo(120), moveTo(150)).position).toBe(pullPosition(50));
  });

  it('refreshes at the refreshing position when released far enough', () => {
    // The finger distance that brings the indicator to the refreshing position.
    const far = P.swipeThresholdPx + (P.refreshingPosition - P.idlePosition) * P.ratio;
    const released = run(start, moveTo(100 + far), { type: 'touchEnd' });
    expect(released).toMatchObject({ phase: 'refreshing', position: P.refreshingPosition });
    const faded = run(start, moveTo(100 + far), { type: 'touchEnd' }, { type: 'refreshDone' });
    expect(faded.phase).toBe('fading');
    expect(pullReducer(faded, { type: 'fadeDone' })).toEqual(initialPullState);
  });

  it('aborts a short pull back to idle', () => {
    const aborted = run(start, moveTo(140), { type: 'touchEnd' });
    expect(aborted).toMatchObject({ phase: 'aborting', position: P.idlePosition });
    expect(pullReducer(aborted, { type: 'abortDone' })).toEqual(initialPullState);
    expect(run(start, moveTo(400), { type: 'touchCancel' }).phase).toBe('aborting');
  });

  it('ignores touches while refreshing or fading', () => {
    const refreshing = run(start, moveTo(400), { type: 'touchEnd' });
    expect(pullReducer(refreshing, start)).toBe(refreshing);
    expect(pullReducer(refreshing, { type: 'fadeDone' })).toBe(refreshing);
  });
});
