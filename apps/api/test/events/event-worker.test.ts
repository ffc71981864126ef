import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { appendEvents } from '../../src/events/repository';
import { EventsRepository } from '../../src/events/repository';
import { EventWorker, type StoredEvent } from '../../src/events/worker';
import { freshDatabase } from '../helper';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const now = new Date('2025-03-01T12:00:00Z');

// ARCHITECTURE §10 "After the commit, from an events table": in order, idempotently, resuming from the last position.
describe('event worker', () => {
  it('applies events in order, runs of one kind together, and resumes after its position', async () => {
    const seen: [string, number[]][] = [];
    const handler = (events: readonly StoredEvent[]) => {
      seen.push([events[0]?.kind ?? '', events.map((event) => Number(event.payload.n))]);
      return Promise.resolve();
    };
    const worker = new EventWorker(new EventsRepository(database.db), { name: 'order', handlers: { bonus_issued: handler, player_signed_up: handler } });
    await appendEvents(database.db, [{ kind: 'bonus_issued', userId: 1, payload: { n: 1 } }, { kind: 'bonus_issued', userId: 1, payload: { n: 2 } }], now);
    await appendEvents(database.db, [{ kind: 'player_signed_up', userId: 2, payload: { n: 3 } }, { kind: 'deposit_credited', userId: 2, payload: { n: 4 } }, { kind: 'bonus_issued', userId: 3, payload: { n: 5 } }], now);
    await worker.drain();
    // deposit_credited has no handler here: passed over.
    expect(seen).toEqual([['bonus_issued', [1, 2]], ['player_signed_up', [3]], ['bonus_issued', [5]]]);
    await worker.drain();
    expect(seen).toHaveLength(3);
    await appendEvents(database.db, [{ kind: 'bonus_issued', userId: 1, payload: { n: 6 } }], now);
    await new EventWorker(new EventsRepository(database.db), { name: 'order', handlers: { bonus_issued: handler } }).drain();
    expect(seen.at(-1)).toEqual(['bonus_issued', [6]]);
  });

  it('keeps its position when a handler fails, so the events are applied again', async () => {
    let fail = true;
    const applied: number[] = [];
    const errors: unknown[] = [];
    const worker = new EventWorker(new EventsRepository(database.db), {
      name: 'retry',
      handlers: {
        bonus_issued: (events) => {
          if (fail) return Promise.reject(new Error('down'));
          applied.push(...events.map((event) => Number(event.payload.n)));
          return Promise.resolve();
        },
      },
      log: { error: (details) => errors.push(details) },
    });
    await worker.drain();
    expect(errors).toHaveLength(1);
    expect(applied).toEqual([]);
    fail = false;
    await worker.drain();
    expect(applied).toEqual([1, 2, 5, 6]);
  });

  it('runs its periodic work, and polls while started until stopped', async () => {
    let periodic = 0;
    const applied: number[] = [];
    const worker = new EventWorker(new EventsRepository(database.db), {
      name: 'polling',
      pollMs: 10,
      periodicMs: 0,
      periodic: () => { periodic += 1; return Promise.resolve(); },
      handlers: { bonus_issued: (events) => { applied.push(...events.map((event) => Number(event.payload.n))); return Promise.resolve(); } },
    });
    worker.start();
    worker.start();
    expect(worker.isRunning).toBe(true);
    await appendEvents(database.db, [{ kind: 'bonus_issued', userId: 1, payload: { n: 7 } }], now);
    worker.poke();
    await expect.poll(() => applied.includes(7), { timeout: 5_000 }).toBe(true);
    await worker.stop();
    expect(worker.isRunning).toBe(false);
    expect(periodic).toBeGreaterThan(0);
  });
});
