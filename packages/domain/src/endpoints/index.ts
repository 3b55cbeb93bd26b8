// Every endpoint under /api as data, per feature (endpoint.ts; docs/decisions/037-endpoints-as-data.md).
export * from './endpoint.ts';
export * from './health.ts';
export * from './config.ts';
export * from './attendance.ts';
export * from './params.ts';
export * from './live-events.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './notifications.ts';
export * from './push.ts';
export * from './feeds.ts';
export * from './season.ts';
export * from './connect.ts';
export * from './coaching.ts';
export * from './groups.ts';
export * from './invites.ts';
export * from './record.ts';
