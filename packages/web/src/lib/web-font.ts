import { useEffect, useState } from 'react';

// The app's font (Roboto, @fontsource, font-display: swap) loads each weight when text first
// needs it, and a page draws such text in a fallback first even when the file is in the cache,
// then reflows it as the font swaps in: on the groups screen that moved "My week" and the lists
// (a layout shift, docs/performance.md "Front end"). Once this device has had the weights, a
// screen asks for them when its data is there and draws with them (from the cache, a moment
// later). On a first visit it does not wait: the files' bytes would stand in front of the
// largest paint on a slow line (Lighthouse: LCP 0.3 s later).

const FAMILY = 'Roboto';
/** The weights the screens' text is written in (components/ui and the features' CSS). */
export const SCREEN_FONT_WEIGHTS = [400, 500, 700] as const;
/** How long a screen waits for its weights before drawing with the fallback (a slow cache). */
const FONT_WAIT_MS = 500;
/** Set once the weights have loaded on this device: they are in its cache from then on. */
const SEEN_KEY = 'turnout.fonts-seen';

function seenBefore(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}
const loading = new Map<number, Promise<unknown>>();

/** The weights' faces are there (or the browser cannot tell, or loads no web fonts). */
function loaded(weights: readonly number[]): boolean {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return true;
  return weights.every((weight) => fonts.check(`${weight} 1em ${FAMILY}`));
}

function remember() {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Private mode without storage: the next visit waits for nothing, as the first did.
  }
}

/** Starts loading the weights (once each); settles when they are there or failed. */
export function loadFontWeights(weights: readonly number[]): Promise<unknown> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return Promise.resolve();
  return Promise.all(
    weights.map((weight) => {
      let load = loading.get(weight);
      if (!load) {
        // A failed font is no reason to hold the screen back: the fallback stays.
        load = fonts.load(`${weight} 1em ${FAMILY}`).then(remember, () => undefined);
        loading.set(weight, load);
      }
      return load;
    }),
  );
}

/**
 * Whether the screen may draw: once `wanted`, its weights are asked for, and it may when they are
 * there or FONT_WAIT_MS have passed. True at once when they already were, and on a device that
 * has never had them (the first visit does not wait; the text reflows as they come).
 */
export function useFontWeights(weights: readonly number[], wanted: boolean): boolean {
  const [ready, setReady] = useState(() => !seenBefore() || loaded(weights));
  useEffect(() => {
    if (!wanted) return;
    // A first visit drew without them: note when they have come (the text asked for them).
    if (ready) {
      if (!seenBefore()) void loadFontWeights(weights);
      return;
    }
    const done = () => setReady(true);
    const timer = setTimeout(done, FONT_WAIT_MS);
    void loadFontWeights(weights).then(done);
    return () => clearTimeout(timer);
    // The weights are a constant of the screen: only `ready` and `wanted` change.
  }, [ready, wanted]);
  return ready;
}
