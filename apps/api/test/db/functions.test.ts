import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { applyFunctions, functionSources } from '../../src/db/functions';
import { rowsOf } from '../../src/db/rows';
import { loadEnv } from '../../src/env';
import { freshDatabase as freshTestDatabase } from '../helper';

/**
 * The database functions live in db/functions/<name>.sql and are applied after the schema
 * migrations on every start (db/functions.ts). Existing databases were migrated by migrations
 * 0000–0010 as they were on main before that (0003–0008 each redefined place_bet_batch): such a
 * database, opened by today's code, must end with the very definitions and schema of a fresh one.
 */
const BEFORE_FUNCTION_FILES = 'd46773809030560e270d870453f7cf2a4ae53992';
const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const url = loadEnv().DATABASE_URL;

/** The migrations folder of that commit, written to a temporary directory (read from git history). */
function migrationsBeforeFunctionFiles(): string {
  const show = (path: string): string => execFileSync('git', ['-C', REPO, 'show', `${BEFORE_FUNCTION_FILES}:apps/api/src/db/migrations/${path}`], { encoding: 'utf8' });
  const folder = mkdtempSync(join(tmpdir(), 'sportsbook-old-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = show('meta/_journal.json');
  writeFileSync(join(folder, 'meta/_journal.json'), journal);
  for (const entry of (JSON.parse(journal) as { entries: { tag: string }[] }).entries) writeFileSync(join(folder, `${entry.tag}.sql`), show(`${entry.tag}.sql`));
  return folder;
}

const KEPT_ROW = `INSERT INTO sports (id, urn_id, key, name, type, priority, provider) VALUES (900, 'sr:sport:900', 'kept', 'Kept', 'kept', 1, 'betradar')`;

type Query = <T>(text: string) => Promise<T[]>;

/** What the code relies on: every function's definition, every column and every index of the schema. */
async function liveDefinitions(query: Query): Promise<{ functions: Record<string, string>; columns: string[]; indexes: string[] }> {
  const functions = await query<{ signature: string; definition: string }>(
    `SELECT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS definition
       FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace ORDER BY 1`);
  const columns = await query<{ column: string }>(
    `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS column
       FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1`);
  const indexes = await query<{ index: string }>(`SELECT indexdef AS index FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`);
  // Definitions name their schema; tests' databases each have their own.
  const [current] = await query<{ schema: string }>(`SELECT current_schema() AS schema`);
  const unqualified = (text: string) => text.replaceAll(`${current?.schema ?? ''}.`, '');
  return {
    functions: Object.fromEntries(functions.map((row) => [row.signature, unqualified(row.definition)])),
    columns: columns.map((row) => unqualified(row.column)),
    indexes: indexes.map((row) => unqualified(row.index)),
  };
}

function queryOf(handle: DatabaseHandle): Query {
  return async <T>(text: string) => rowsOf<T>(await handle.db.execute(text));
}

const FUNCTION_NAMES = functionSources().map((source) => source.name);

describe(`database functions applied after the migrations (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  let oldFolder: string;
  const toClose: (() => Promise<void>)[] = [];
  beforeAll(() => {
    oldFolder = migrationsBeforeFunctionFiles();
  });
  afterAll(async () => {
    for (const close of toClose.reverse()) await close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  /** A database migrated by the old migrations only (as a user's .data is), then opened by today's openDatabase. */
  async function upgradedDatabase(): Promise<{ handle: DatabaseHandle; before: Awaited<ReturnType<typeof liveDefinitions>> }> {
    if (!url) {
      // On disk, as a user's DATA_DIR is (openDatabase keeps PGlite's files in <dataDir>/pglite).
      const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-old-data-'));
      toClose.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const client = new PGlite(join(dataDir, 'pglite'));
      const query: Query = async <T>(text: string) => (await client.query<T>(text)).rows;
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: oldFolder });
      await client.exec(KEPT_ROW);
      const before = await liveDefinitions(query);
      await client.close();
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      toClose.push(() => handle.close());
      return { handle, before };
    }
    const schemaName = `test_functions_${randomBytes(6).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schemaName}` });
    await pool.query(`CREATE SCHEMA "${schemaName}"`);
    toClose.push(async () => {
      await pool.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await pool.end();
    });
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: oldFolder, migrationsSchema: schemaName });
    await pool.query(KEPT_ROW);
    const before = await liveDefinitions(async <T>(text: string) => (await pool.query(text)).rows as T[]);
    const handle = await openDatabase({ kind: 'postgres', url, schemaName, poolSize: 2 });
    toClose.push(() => handle.close());
    return { handle, before };
  }

  async function freshDatabase(): Promise<DatabaseHandle> {
    const handle = await freshTestDatabase();
    toClose.push(() => handle.close());
    return handle;
  }

  it('a database migrated by the old migrations ends, once opened, with the definitions and schema of a fresh one', async () => {
    const { handle: upgraded, before } = await upgradedDatabase();
    const fresh = await freshDatabase();
    const upgradedNow = await liveDefinitions(queryOf(upgraded));
    const freshNow = await liveDefinitions(queryOf(fresh));

    expect(Object.keys(before.functions).sort()).toEqual(Object.keys(freshNow.functions).sort());
    expect(upgradedNow.functions).toEqual(freshNow.functions);
    expect(upgradedNow.columns).toEqual(freshNow.columns);
    expect(upgradedNow.indexes).toEqual(freshNow.indexes);
    // The functions are those of the files, one each, under the file's name.
    expect(Object.keys(freshNow.functions).map((signature) => signature.replace(/\(.*$/, '')).sort()).toEqual([...FUNCTION_NAMES].sort());
    // Nothing of the data is touched.
    expect(await queryOf(upgraded)<{ name: string }>(`SELECT name FROM sports WHERE id = 900`)).toEqual([{ name: 'Kept' }]);
  });

  it('opening the same database again applies them again and changes nothing', async () => {
    const fresh = await freshDatabase();
    const first = await liveDefinitions(queryOf(fresh));
    await fresh.inTransaction((session) => applyFunctions(session));
    expect(await liveDefinitions(queryOf(fresh))).toEqual(first);
  });

  describe('a change to a function is a change of its file', () => {
    const probe = (body: string) => [{ name: 'sb_probe', sql: `CREATE OR REPLACE FUNCTION sb_probe${body} LANGUAGE sql AS $$ SELECT ${body.includes('text') ? "'v'::text" : '1'} $$;` }];
    const signatures = async (handle: DatabaseHandle) => (await queryOf(handle)<{ signature: string; result: string }>(
      `SELECT p.oid::regprocedure::text AS signature, pg_get_function_result(p.oid) AS result FROM pg_proc p
         WHERE p.proname = 'sb_probe' AND p.pronamespace = current_schema()::regnamespace`));

    it('a new result type replaces the old definition (CREATE OR REPLACE alone refuses it)', async () => {
      const handle = await freshDatabase();
      await handle.inTransaction((session) => applyFunctions(session, probe('(a integer) RETURNS integer')));
      await handle.inTransaction((session) => applyFunctions(session, probe('(a integer) RETURNS text')));
      expect(await signatures(handle)).toEqual([{ signature: 'sb_probe(integer)', result: 'text' }]);
    });

    it('new argument types leave no overload of the old ones behind', async () => {
      const handle = await freshDatabase();
      await handle.inTransaction((session) => applyFunctions(session, probe('(a integer) RETURNS integer')));
      await handle.inTransaction((session) => applyFunctions(session, probe('(a text, b text) RETURNS text')));
      expect(await signatures(handle)).toEqual([{ signature: 'sb_probe(text,text)', result: 'text' }]);
    });

    it('a file that does not define the function it is named after stops the start', async () => {
      const handle = await freshDatabase();
      const misnamed = [{ name: 'sb_absent', sql: 'CREATE OR REPLACE FUNCTION sb_other() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;' }];
      await expect(handle.inTransaction((session) => applyFunctions(session, misnamed))).rejects.toThrow('db/functions/sb_absent.sql must define the function sb_absent');
    });
  });

  it('the files are applied in the order of their names', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sportsbook-functions-'));
    for (const name of ['b_second', 'B_first', 'a_third', 'notes']) writeFileSync(join(folder, name === 'notes' ? 'notes.txt' : `${name}.sql`), '');
    expect(functionSources(folder).map((source) => source.name)).toEqual(['B_first', 'a_third', 'b_second']);
    rmSync(folder, { recursive: true, force: true });
  });
});
