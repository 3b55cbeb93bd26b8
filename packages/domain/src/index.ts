// The package's public surface: the server and the web app import from here only.
export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './accounts.ts';
export * from './api.ts';
export * from './days.ts';
export * from './day-zones.ts';
export * from './calendar.ts';
export * from './invites.ts';
export * from './groups.ts';
export * from './attendance.ts';
export * from './attendance-list.ts';
export * from './notifications.ts';
export * from './events.ts';
export * from './push.ts';
export * from './versions.ts';
export * from './functions.ts';
