// Season planning (docs/decisions/022-season-planning.md): a group's regular training days and
// cancelled dates, a member's repeating answer over many days, and reminders on the eve of a
// training day. Each part has its own file; this one gathers them.

export { MAX_SERIES_DAYS } from '../constants.ts';
export * from './weekdays.ts';
export * from './texts.ts';
export * from './schedule.ts';
export * from './series.ts';
export * from './reminders.ts';
