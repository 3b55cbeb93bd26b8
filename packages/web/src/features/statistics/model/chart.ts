// The weekly chart's geometry (docs/decisions/051-statistics-and-the-record-export.md): lines
// over a fixed box the SVG stretches to its width, so the labels (HTML beside it) stay readable
// at 320 px and 200 % zoom.

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;

/** A round top for the y axis: 1, 2, 5 × 10ⁿ at or above the largest value. */
export function niceMax(values: readonly (number | null)[]): number {
  const max = Math.max(1, ...values.filter((value): value is number => value !== null));
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * An SVG path through the values, one x step per value; a null breaks the line (a week without
 * a record has no "came"). A lone value is drawn as a dot (a zero-length segment with a round cap).
 */
export function linePath(values: readonly (number | null)[], max: number): string {
  const step = values.length > 1 ? CHART_WIDTH / (values.length - 1) : 0;
  const x = (n: number) => (values.length > 1 ? n * step : CHART_WIDTH / 2);
  const y = (value: number) => CHART_HEIGHT - (value / max) * CHART_HEIGHT;
  let path = '';
  let drawing = false;
  values.forEach((value, n) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const point = `${round(x(n))} ${round(y(value))}`;
    const next = values[n + 1];
    const alone = !drawing && (next === null || next === undefined);
    path += drawing ? ` L${point}` : `${path ? ' ' : ''}M${point}${alone ? ` L${point}` : ''}`;
    drawing = true;
  });
  return path;
}

const round = (value: number) => Math.round(value * 10) / 10;
