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
import { applyFunctions, type SqlSession } from './functions';
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
  /** One transaction of raw SQL (several statements per text, parameters) on one connection. */
  inTransaction(work: (session: SqlSession) => Promise<void>): Promise<void>;
  /** PGlite only: a tarball of the data directory, to open copies from (`from`). */
  dump?: () => Promise<Blob>;
}

export type DatabaseOptions =
  /** `from`: a dump() to start from instead of an empty cluster (tests clone a migrated template). */
  | { kind: 'pglite'; dataDir: string | null; from?: Blob }
  | { kind: 'postgres'; url: string; schemaName?: string; poolSize?: number };

const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PGlite (files in dataDir, or memory when null) or PostgreSQL, applies the schema
 * migrations, then the database functions (db/functions.ts), each in its own transaction.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    if (options.dataDir !== null) mkdirSync(options.dataDir, { recursive: true });
    const client = new PGlite(options.dataDir === null ? undefined : join(options.dataDir, 'pglite'), options.from ? { loadDataDir: options.from } : {});
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const inTransaction = async (work: (session: SqlSession) => Promise<void>): Promise<void> => {
      await client.transaction((tx) => work({ exec: async (text) => void (await tx.exec(text)), rows: async (text, params) => (await tx.query(text, params)).rows as never }));
    };
    await inTransaction(applyFunctions);
    return { db, kind: 'pglite', pool: null, inTransaction, close: () => client.close(), dump: () => client.dumpDataDir('none') };
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
  const inTransaction = (work: (session: SqlSession) => Promise<void>) => inPgTransaction(pool, work);
  await inTransaction(applyFunctions);
  return { db, kind: 'postgres', pool, inTransaction, close: () => pool.end() };
}

/** One transaction on one connection of the pool, committed when `work` succeeds. */
async function inPgTransaction(pool: pg.Pool, work: (session: SqlSession) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work({ exec: async (text) => void (await client.query(text)), rows: async <T>(text: string, params?: unknown[]) => (await client.query<Record<string, unknown>>(text, params)).rows as T[] });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
