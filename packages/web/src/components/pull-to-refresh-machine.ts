import { PULL_TO_REFRESH } from '../lib/ui-constants.ts';

// Pull-to-refresh (docs/product.md#pull-to-refresh) as a pure state machine: idle → detecting swipe
// → swiping → refreshing → fading out → idle; a pull released too early aborts and is back to idle
// after 300 ms ("aborting" is that way back). Timers and touch listeners live in the hook; this
// file only decides, so every transition is testable without a browser.
//
// The product gives the numbers (docs/product.md#theme-and-layout), not their meaning; ours: a pull
// is recognised once the finger has moved PULL_TO_REFRESH.swipeThresholdPx, mostly downwards; the
// indicator then follows the finger at 1/ratio of its travel, from the idle position (hidden above
// the content) down to at most maxPosition; released at or below refreshingPosition it refreshes
// there, otherwise it aborts.

export type PullPhase = 'idle' | 'detecting' | 'swiping' | 'refreshing' | 'fading' | 'aborting';

export interface PullState {
  phase: PullPhase;
  /** Where the touch started, in client pixels. */
  startX: number;
  startY: number;
  /** The indicator's vertical offset from the top of the content, in pixels. */
  position: number;
}

export type PullEvent =
  | { type: 'touchStart'; x: number; y: number; atTop: boolean }
  | { type: 'touchMove'; x: number; y: number }
  | { type: 'touchEnd' }
  | { type: 'touchCancel' }
  /** The refresh finished and was shown for at least minRefreshMs. */
  | { type: 'refreshDone' }
  /** fadeMs after fading began. */
  | { type: 'fadeDone' }
  /** abortMs after aborting began. */
  | { type: 'abortDone' };

const P = PULL_TO_REFRESH;

export const initialPullState: PullState = {
  phase: 'idle',
  startX: 0,
  startY: 0,
  position: P.idlePosition,
};

const idle = (): PullState => initialPullState;

/** Where the indicator sits for a finger `dy` pixels below where the pull was recognised. */
export function pullPosition(dy: number): number {
  const travel = Math.max(0, dy - P.swipeThresholdPx) / P.ratio;
  return Math.min(P.maxPosition, P.idlePosition + travel);
}

function detect(state: PullState, x: number, y: number): PullState {
  const dx = x - state.startX;
  const dy = y - state.startY;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < P.swipeThresholdPx) return state;
  // Mostly downwards is a pull; sideways or upwards is someone scrolling or swiping: let go.
  if (dy > 0 && dy > Math.abs(dx))
    return { ...state, phase: 'swiping', position: pullPosition(dy) };
  return idle();
}

export function pullReducer(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'touchStart':
      // Only a pull that begins at the very top of the content is a refresh gesture.
      if (state.phase !== 'idle' || !event.atTop) return state;
      return { ...state, phase: 'detecting', startX: event.x, startY: event.y };
    case 'touchMove':
      if (state.phase === 'detecting') return detect(state, event.x, event.y);
      if (state.phase === 'swiping')
        return { ...state, position: pullPosition(event.y - state.startY) };
      return state;
    case 'touchEnd':
      if (state.phase === 'detecting') return idle();
      if (state.phase !== 'swiping') return state;
      if (state.position >= P.refreshingPosition) {
        return { ...state, phase: 'refreshing', position: P.refreshingPosition };
      }
      return { ...state, phase: 'aborting', position: P.idlePosition };
    case 'touchCancel':
      if (state.phase === 'detecting') return idle();
      if (state.phase !== 'swiping') return state;
      return { ...state, phase: 'aborting', position: P.idlePosition };
    case 'refreshDone':
      return state.phase === 'refreshing' ? { ...state, phase: 'fading' } : state;
    case 'fadeDone':
      return state.phase === 'fading' ? idle() : state;
    case 'abortDone':
      return state.phase === 'aborting' ? idle() : state;
  }
}
