import fc from 'fast-check';
import { addDays, answerWindow, MAX_SERIES_DAYS, type Day } from '@turnout/domain';

// Days a schema takes but no answer may hold (docs/decisions/029-answer-window.md): far years
// (any year 0001–9999 is a date, but no screen shows them) and the days just outside the answer
// window; and repeating answers that are long (past the most days a series takes) or that reach
// outside the window. Every route that writes a day must refuse them and change nothing.

const window = answerWindow();

/** Day-shaped strings of real dates outside the answer window, far and near. */
export const farDay: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0001-01-01',
    '1000-06-15',
    '1970-01-01',
    '2999-12-31',
    '9999-12-31',
    addDays(window.from, -1),
    addDays(window.to, 1),
  ),
  fc
    .tuple(
      fc.oneof(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 2100, max: 9999 })),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
);

/** A repeating answer's days: too many, or reaching out of the window, or all far away. */
export const longSeriesSpan: fc.Arbitrary<{ from: string; to: string }> = fc.oneof(
  // More days than a series takes, starting inside the window.
  fc
    .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: MAX_SERIES_DAYS, max: 5000 }))
    .map(([start, length]) => span(addDays(window.from, start), length)),
  // A year's answer whose end or start leaves the window by a little or a lot.
  fc
    .integer({ min: 1, max: MAX_SERIES_DAYS - 1 })
    .map((out) => span(addDays(window.to, -MAX_SERIES_DAYS + 1 + out), MAX_SERIES_DAYS - 1)),
  fc
    .integer({ min: 1, max: MAX_SERIES_DAYS - 1 })
    .map((out) => span(addDays(window.from, -out), MAX_SERIES_DAYS - 1)),
  // A year in a far year.
  farDay
    .filter((day) => day < '9998-12-31' && day > '0001-01-01')
    .map((day) => span(day as Day, MAX_SERIES_DAYS - 1)),
);

/** The JSON body of a repeating answer over a long span (weekdays or every day, any state). */
export const longSeriesBody: fc.Arbitrary<string> = fc
  .tuple(
    longSeriesSpan,
    fc.option(fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }), { nil: undefined }),
    fc.constantFrom('present', 'away', 'undecided'),
    fc.option(fc.constantFrom('late', 'x'.repeat(500)), { nil: undefined }),
  )
  .map(([{ from, to }, weekdays, state, note]) =>
    JSON.stringify({
      from,
      to,
      ...(weekdays ? { weekdays } : {}),
      state,
      ...(note ? { note } : {}),
    }),
  );

/** Whether a route's body is a repeating answer's (it names the span and the state). */
export function isSeriesBody(fields: readonly string[]): boolean {
  return ['from', 'to', 'state'].every((field) => fields.includes(field));
}

function span(from: Day, extraDays: number): { from: string; to: string } {
  return { from, to: addDays(from, extraDays) };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
