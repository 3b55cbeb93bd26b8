// Season planning (docs/decisions/022-season-planning.md): a group's regular training days and
// cancelled dates, a member's repeating answer over many days, and reminders on the eve of a
// training day. Each part has its own file; this one gathers them.

export { MAX_SERIES_DAYS } from './constants.ts';
export * from './season-weekdays.ts';
export * from './season-texts.ts';
export * from './season-schedule.ts';
export * from './season-series.ts';
export * from './season-reminders.ts';
