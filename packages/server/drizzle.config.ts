import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema files; commit it.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-delivery.ts',
    './src/db/schema-feeds.ts',
    './src/db/schema-accounts.ts',
    './src/db/schema-season.ts',
    './src/db/schema-connect.ts',
    './src/db/schema-coaching.ts',
    './src/db/schema-receipts.ts',
    './src/db/schema-record.ts',
  ],
  out: './drizzle',
});
