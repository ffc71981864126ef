import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The database functions, one source file each (`db/functions/<name>.sql`, defining function
 * `<name>`), applied after the schema migrations on every start: the repeatable-migration pattern.
 * The live definition of a function is its file, so a change to a function is a diff of that file.
 * Migrations keep the schema (tables, columns, indexes, a DROP FUNCTION of a function that goes away).
 */
export const FUNCTIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'functions');

export interface FunctionSource {
  /** The function the file defines: its file name without `.sql`. */
  name: string;
  sql: string;
}

/** Statements of one transaction on one connection (PGlite or a pg client). */
export interface SqlSession {
  exec(text: string): Promise<void>;
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/** The files in a deterministic order: by file name, compared by code unit (no locale). */
export function functionSources(folder: string = FUNCTIONS_FOLDER): FunctionSource[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((file) => ({ name: file.slice(0, -'.sql'.length), sql: readFileSync(join(folder, file), 'utf8') }));
}

interface Overload {
  signature: string;
  version: string;
}

/** Every function of that name in the schema the session creates in (search_path's first: tests' own schemas). */
async function overloads(session: SqlSession, name: string): Promise<Overload[]> {
  return session.rows<Overload>(
    `SELECT p.oid::regprocedure::text AS signature, p.xmin::text AS version
       FROM pg_proc p WHERE p.proname = $1 AND p.pronamespace = current_schema()::regnamespace`,
    [name],
  );
}

/** PostgreSQL's invalid_function_definition: CREATE OR REPLACE cannot change the result type, parameter names or defaults. */
const INVALID_FUNCTION_DEFINITION = '42P13';

/**
 * Applies every file in one transaction (call it inside one), idempotently: each is a
 * `CREATE OR REPLACE FUNCTION` (and, for a trigger function, its `CREATE OR REPLACE TRIGGER`).
 * A change CREATE OR REPLACE refuses (another result type, parameter names or defaults) drops
 * the old definition and creates the new one; a change of the argument types creates a new
 * overload, so the overloads of that name the file did not (re)define this time are dropped.
 * Nodes starting together wait for each other on an advisory lock of the schema.
 */
export async function applyFunctions(session: SqlSession, sources: FunctionSource[] = functionSources()): Promise<void> {
  await session.rows(`SELECT pg_advisory_xact_lock(hashtext('sportsbook:functions:' || current_schema()))`);
  for (const source of sources) {
    const before = await overloads(session, source.name);
    await session.exec('SAVEPOINT define_function');
    try {
      await session.exec(source.sql);
    } catch (error) {
      if ((error as { code?: unknown }).code !== INVALID_FUNCTION_DEFINITION) throw error;
      await session.exec('ROLLBACK TO SAVEPOINT define_function');
      for (const old of before) await session.exec(`DROP FUNCTION ${old.signature}`);
      await session.exec(source.sql);
    }
    await session.exec('RELEASE SAVEPOINT define_function');
    // CREATE OR REPLACE rewrites the row it replaces (a new xmin); an overload left as it was is stale.
    const after = await overloads(session, source.name);
    const untouched = after.filter((now) => before.some((old) => old.signature === now.signature && old.version === now.version));
    for (const stale of untouched) await session.exec(`DROP FUNCTION ${stale.signature}`);
    if (after.length === untouched.length) throw new Error(`db/functions/${source.name}.sql must define the function ${source.name}`);
  }
}
