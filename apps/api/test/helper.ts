import { randomBytes } from 'node:crypto';
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
  if (!url) return openDatabase({ kind: 'pglite', dataDir: null });
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

export interface TestContext {
  app: FastifyInstance;
  publisher: InProcessPublisher;
  clock: ManualClock;
  close(): Promise<void>;
}

/** Realtime token secret of test apps (tests sign their own tokens with it). */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

/** build(): the app on a fresh database with a small seeded board and a paused simulator. */
export async function build(options: { seed?: number; targets?: { upcoming: number; live: number } } = {}): Promise<TestContext> {
  const database = await freshDatabase();
  const publisher = new InProcessPublisher();
  const clock = new ManualClock(START);
  const app = await buildApp({
    database,
    publisher,
    jwtSecret: TEST_JWT_SECRET,
    clock,
    simulator: { seed: options.seed ?? 7, speed: 60, targets: options.targets ?? { upcoming: 12, live: 4 } },
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
