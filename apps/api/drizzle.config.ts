import { defineConfig } from 'drizzle-kit';

// Migrations are generated (`npm run db:generate -w @sportsbook/api`) and committed; the API applies
// them on start against PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
