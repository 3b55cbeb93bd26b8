import { PULL_TO_REFRESH } from '../lib/ui-constants.ts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  initialPullState,
  pullReducer,
  type PullEvent,
  type PullState,
} from './pull-to-refresh-machine.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function atTop(element: HTMLElement): boolean {
  const page = document.scrollingElement?.scrollTop ?? window.scrollY;
  return page <= 0 && element.scrollTop <= 0;
}

/**
 * Drives the pull-to-refresh machine from touch events on `ref`'s element and runs its timers:
 * the refresh shows for at least minRefreshMs, then fades out over fadeMs; an abort takes
 * abortMs to return to idle.
 */
export function usePullToRefresh(
  ref: RefObject<HTMLElement | null>,
  onRefresh: () => Promise<unknown>,
  enabled: boolean,
): PullState {
  const [state, setState] = useState<PullState>(initialPullState);
  // The touchmove listener must decide synchronously whether to stop the page from scrolling,
  // so the current state lives in a ref as well as in React state.
  const current = useRef(state);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  const send = useCallback((event: PullEvent) => {
    const next = pullReducer(current.current, event);
    current.current = next;
    setState(next);
    return next;
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return;
      send({ type: 'touchStart', x: touch.clientX, y: touch.clientY, atTop: atTop(element) });
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      // While pulling, the page must not scroll (nor the browser start its own reload).
      if (send({ type: 'touchMove', x: touch.clientX, y: touch.clientY }).phase === 'swiping') {
        if (event.cancelable) event.preventDefault();
      }
    };
    const end = () => send({ type: 'touchEnd' });
    const cancel = () => send({ type: 'touchCancel' });
    element.addEventListener('touchstart', start, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', cancel);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', cancel);
    };
  }, [ref, enabled, send]);

  const { phase } = state;
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (phase === 'refreshing') {
      const shown = sleep(PULL_TO_REFRESH.minRefreshMs);
      // A failed refresh still ends the animation; the screen shows its own error state.
      void Promise.allSettled([refresh.current(), shown]).then(() => {
        if (live) send({ type: 'refreshDone' });
      });
    } else if (phase === 'fading') {
      timer = setTimeout(() => send({ type: 'fadeDone' }), PULL_TO_REFRESH.fadeMs);
    } else if (phase === 'aborting') {
      timer = setTimeout(() => send({ type: 'abortDone' }), PULL_TO_REFRESH.abortMs);
    }
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [phase, send]);

  return state;
}
