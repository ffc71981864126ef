import { describe, expect, it } from 'vitest';
import { Batcher } from '../src/db/batcher';
import { databaseRolledBack } from '../src/db/outcome';

/** A run function that records the batches it was called with; answers each job doubled. */
function recorder(options: { failWhen?: (jobs: number[]) => boolean; gate?: Promise<void> } = {}) {
  const calls: number[][] = [];
  const run = async (jobs: number[]): Promise<number[]> => {
    calls.push([...jobs]);
    await options.gate;
    if (options.failWhen?.(jobs)) throw new Error(`batch ${jobs.join(',')} failed`);
    return jobs.map((job) => job * 2);
  };
  return { calls, run };
}

describe('Batcher', () => {
  it('sends the jobs submitted in one turn as one batch and answers each caller its own result', async () => {
    const { calls, run } = recorder();
    const batcher = new Batcher(run, { maxInFlight: 2, maxBatch: 10 });
    await expect(Promise.all([1, 2, 3].map((job) => batcher.submit(job)))).resolves.toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2, 3]]);
    await expect(batcher.submit(4)).resolves.toBe(8);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('splits at maxBatch and holds further jobs while maxInFlight batches run, then sends them together', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    const { calls, run } = recorder({ gate });
    const batcher = new Batcher(run, { maxInFlight: 1, maxBatch: 2 });
    const first = [1, 2, 3].map((job) => batcher.submit(job));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1, 2]]);
    const later = [4, 5].map((job) => batcher.submit(job));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1, 2]]);
    open();
    await expect(Promise.all([...first, ...later])).resolves.toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('retries each job of a failed batch alone, so only the bad job fails', async () => {
    const { calls, run } = recorder({ failWhen: (jobs) => jobs.includes(13) });
    const batcher = new Batcher(run, { maxInFlight: 1, maxBatch: 10 });
    const results = await Promise.allSettled([12, 13, 14].map((job) => batcher.submit(job)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 24 });
    expect(calls).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('retries the jobs alone when a batch answers the wrong number of results', async () => {
    const batcher = new Batcher(async (jobs: number[]) => (jobs.length > 1 ? [0] : [jobs[0] ?? 0]), { maxInFlight: 1, maxBatch: 10 });
    await expect(Promise.all([1, 2].map((job) => batcher.submit(job)))).resolves.toEqual([1, 2]);
  });
});

describe('Batcher with replayable', () => {
  it('fails every job of a call whose failure is not replayable, and sends none again (issue 19 point 11)', async () => {
    const { calls, run } = recorder({ failWhen: (jobs) => jobs.length > 1 });
    const batcher = new Batcher(run, { maxInFlight: 1, maxBatch: 10, replayable: () => false });
    const results = await Promise.allSettled([1, 2, 3].map((job) => batcher.submit(job)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toEqual([[1, 2, 3]]);
  });
});

describe('databaseRolledBack', () => {
  it('is true only when the database answered with an error that is not about the connection', () => {
    expect(databaseRolledBack(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(databaseRolledBack(Object.assign(new Error('invalid input'), { code: '22P02' }))).toBe(true);
    expect(databaseRolledBack(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(databaseRolledBack(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(false);
    expect(databaseRolledBack(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(false);
    expect(databaseRolledBack(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBe(false);
    expect(databaseRolledBack(null)).toBe(false);
  });
});
