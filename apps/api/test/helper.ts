import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { loadEnv } from '../src/env';
import { ManualClock } from '../src/feed/clock';
import { InProcessPublisher } from '../src/realtime/publisher';

export const START = Date.parse('2025-03-01T12:00:00.000Z');

/**
 * A fresh database per suite: in-memory PGlite, or a throwaway schema on the PostgreSQL server
 * at DATABASE_URL (dropped on close), so the same tests run against both (ARCHITECTURE §9).
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const url = loadEnv().DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite', dataDir: null, from: await migratedTemplate() });
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ kind: 'postgres', url, schemaName, poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await handle.close();
    },
  };
}

const DB_SOURCES = resolve(dirname(fileURLToPath(import.meta.url)), '../src/db');
let template: Promise<Blob> | null = null;

/**
 * A PGlite cluster with the migrations applied, dumped once and cloned by every in-memory test
 * database: initdb costs seconds, loading a dump well under one. The dump is kept in the temp
 * directory under a hash of the migrations, the database functions and the PGlite version, so test
 * files (and runs) share it and a changed migration or function makes a new one. Each test still gets its own empty database,
 * migrated by the same code as production (openDatabase re-checks the journal) and seeded by build().
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = createHash('sha256');
    const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    hash.update(readFileSync(join(dirname(pglite), '..', 'package.json')));
    const walk = (folder: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else hash.update(entry.name).update(readFileSync(path));
      }
    };
    walk(join(DB_SOURCES, 'migrations'));
    walk(join(DB_SOURCES, 'functions'));
    const file = join(tmpdir(), `sportsbook-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const empty = await openDatabase({ kind: 'pglite', dataDir: null });
    const dump = await empty.dump?.();
    await empty.close();
    if (!dump) throw new Error('PGlite gave no dump');
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

export interface TestContext {
  app: FastifyInstance;
  publisher: InProcessPublisher;
  clock: ManualClock;
  close(): Promise<void>;
}

/** Realtime token secret of test apps (tests sign their own tokens with it). */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

/**
 * build(): the app on a fresh database with a small seeded board and a paused simulator (speed
 * 60); `targets: null` gives the simulator's default board, as `npm start` runs it.
 */
export async function build(options: { seed?: number; targets?: { upcoming: number; live: number } | null } = {}): Promise<TestContext> {
  const database = await freshDatabase();
  const publisher = new InProcessPublisher();
  const clock = new ManualClock(START);
  const app = await buildApp({
    database,
    publisher,
    jwtSecret: TEST_JWT_SECRET,
    clock,
    simulator: { seed: options.seed ?? 7, speed: 60, ...(options.targets === null ? {} : { targets: options.targets ?? { upcoming: 12, live: 4 } }) },
  });
  await app.simulator?.start();
  return {
    app,
    publisher,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function getJson<T = Record<string, unknown>>(app: FastifyInstance, url: string): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}
