import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, linePath, niceMax } from './chart.ts';

describe('the weekly chart', () => {
  it('tops the axis at a round number at or above the largest value', () => {
    expect(niceMax([3, 7.5, null])).toBe(10);
    expect(niceMax([12])).toBe(20);
    expect(niceMax([40])).toBe(50);
    expect(niceMax([null])).toBe(1);
  });

  it('draws a line across the box and breaks it at a week without a value', () => {
    expect(linePath([0, 10, 5], 10)).toBe(
      `M0 ${CHART_HEIGHT} L${CHART_WIDTH / 2} 0 L${CHART_WIDTH} ${CHART_HEIGHT / 2}`,
    );
    // A lone value between gaps is a dot: a zero-length segment the round cap draws.
    expect(linePath([null, 4, null], 4)).toBe(`M${CHART_WIDTH / 2} 0 L${CHART_WIDTH / 2} 0`);
    expect(linePath([2, null, 2, 2], 2)).toBe('M0 0 L0 0 M400 0 L600 0');
  });
});
