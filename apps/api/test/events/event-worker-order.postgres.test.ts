import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { EventsRepository } from '../../src/events/repository';
import { EventWorker } from '../../src/events/worker';
import { freshDatabase } from '../helper';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

// An event id is drawn before its transaction commits: a transaction still running may commit an
// id below one already visible. The worker must wait for it rather than move past it.
describe('event worker on PostgreSQL', () => {
  it('does not pass an event still being written by a running transaction', async () => {
    const pool = database.pool;
    if (!pool) throw new Error('needs PostgreSQL');
    const applied: number[] = [];
    const worker = new EventWorker(new EventsRepository(database.db), { name: 'late', handlers: { bonus_issued: (events) => { applied.push(...events.map((event) => Number(event.payload.n))); return Promise.resolve(); } } });
    const slow = await pool.connect();
    try {
      await slow.query('begin');
      await slow.query(`insert into events (kind, user_id, payload) values ('bonus_issued', 1, '{"n": 1}')`);
      await pool.query(`insert into events (kind, user_id, payload) values ('bonus_issued', 1, '{"n": 2}')`);
      await worker.drain();
      expect(applied).toEqual([]);
      await slow.query('commit');
    } finally {
      slow.release();
    }
    await worker.drain();
    expect(applied).toEqual([1, 2]);
  });

  it('does not pass an event of a transaction that started writing later but drew a lower id (issue 23)', async () => {
    const pool = database.pool;
    if (!pool) throw new Error('needs PostgreSQL');
    const applied: number[] = [];
    const worker = new EventWorker(new EventsRepository(database.db), { name: 'later-lower', handlers: { bonus_issued: (events) => { applied.push(...events.map((event) => Number(event.payload.n))); return Promise.resolve(); } } });
    await worker.drain();
    applied.length = 0;
    const [early, late] = [await pool.connect(), await pool.connect()];
    try {
      await early.query('begin');
      await early.query('select pg_current_xact_id()');
      await late.query('begin');
      await late.query('select pg_current_xact_id()');
      // The later transaction draws the lower id, the earlier one commits first.
      await late.query(`insert into events (kind, user_id, payload) values ('bonus_issued', 1, '{"n": 10}')`);
      await early.query(`insert into events (kind, user_id, payload) values ('bonus_issued', 1, '{"n": 20}')`);
      await early.query('commit');
      // A third, unrelated transaction still running would hold both back; drain until the committed one is applied.
      for (let tries = 0; tries < 200 && !applied.includes(20); tries += 1) {
        await worker.drain();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(applied).toEqual([20]);
      await late.query('commit');
    } finally {
      early.release();
      late.release();
    }
    for (let tries = 0; tries < 200 && !applied.includes(10); tries += 1) {
      await worker.drain();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(applied).toEqual([20, 10]);
  });
});
