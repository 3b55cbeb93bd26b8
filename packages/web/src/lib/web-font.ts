import { useEffect, useState } from 'react';

// The app's font (Roboto, @fontsource, font-display: swap) loads each weight when text first
// needs it. Text drawn before its weight arrives is drawn in a fallback of other widths and
// reflows when the font swaps in: on the groups screen that moved "My week" and the lists
// (a layout shift, docs/performance.md "Front end"). A screen can start its weights early, with
// its data, and draw that text once they are there.

const FAMILY = 'Roboto';
/**
 * The weights the screens' text is written in (components/ui and the features' CSS). The server
 * has the groups screen's page ask for their files at once (http/start-up-preloads.ts).
 */
export const SCREEN_FONT_WEIGHTS = [400, 500, 700] as const;
const loading = new Map<number, Promise<unknown>>();

/** The weights' faces are there (or the browser cannot tell, or loads no web fonts). */
function loaded(weights: readonly number[]): boolean {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return true;
  return weights.every((weight) => fonts.check(`${weight} 1em ${FAMILY}`));
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
        load = fonts.load(`${weight} 1em ${FAMILY}`).catch(() => undefined);
        loading.set(weight, load);
      }
      return load;
    }),
  );
}

/** Whether the weights are there yet: true at once when they already were. */
export function useFontWeights(weights: readonly number[]): boolean {
  const [ready, setReady] = useState(() => loaded(weights));
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadFontWeights(weights).then(() => current && setReady(true));
    return () => {
      current = false;
    };
    // The weights are a constant of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return ready;
}
