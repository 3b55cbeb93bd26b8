import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

// One Database type for both drivers, so feature code never knows which engine it talks to
// (client.ts opens it; replicas.ts opens more of it).
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
