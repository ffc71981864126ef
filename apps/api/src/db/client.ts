import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose this interface; repositories depend on it and nothing narrower. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Present on PostgreSQL: the simulator takes its advisory lock on a connection of this pool. */
  pool: pg.Pool | null;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to open copies from (`from`). */
  dump?: () => Promise<Blob>;
}

export type DatabaseOptions =
  /** `from`: a dump() to start from instead of an empty cluster (tests clone a migrated template). */
  | { kind: 'pglite'; dataDir: string | null; from?: Blob }
  | { kind: 'postgres'; url: string; schemaName?: string; poolSize?: number };

const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PGlite (files in dataDir, or memory when null) or PostgreSQL and applies the migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    if (options.dataDir !== null) mkdirSync(options.dataDir, { recursive: true });
    const client = new PGlite(options.dataDir === null ? undefined : join(options.dataDir, 'pglite'), options.from ? { loadDataDir: options.from } : {});
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'pglite', pool: null, close: () => client.close(), dump: () => client.dumpDataDir('none') };
  }
  const schemaName = options.schemaName;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A per-run schema (tests) is selected through search_path so the SQL stays unqualified.
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER, ...(schemaName ? { migrationsSchema: schemaName } : {}) });
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}
