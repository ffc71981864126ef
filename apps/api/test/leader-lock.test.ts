import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import { LeaderLock, PgAdvisoryLock, simulatorLeadership, type LockBackend } from '../src/feed/leader-lock';

/**
 * Leader election (ARCHITECTURE §3): one node runs the simulator; standbys retry and take over
 * when it goes away. With DATABASE_URL the nodes compete for a real session advisory lock on
 * PostgreSQL (a key of their own, so a running server is not disturbed); without it, for the
 * same lock semantics in memory: held by one session, freed when that session dies.
 */
interface LockWorld {
  node(): LockBackend;
  /** The database drops the session that holds the lock (a crashed or partitioned leader). */
  killHolder(): Promise<void>;
  close(): Promise<void>;
}

class InMemoryLockServer implements LockWorld {
  private holder: { alive: boolean } | null = null;

  node(): LockBackend {
    let session: { alive: boolean } | null = null;
    return {
      tryAcquire: async () => {
        if (this.holder) return false;
        session = { alive: true };
        this.holder = session;
        return true;
      },
      stillHeld: async () => session?.alive === true && this.holder === session,
      release: async () => {
        if (session && this.holder === session) this.holder = null;
        session = null;
      },
    };
  }

  async killHolder(): Promise<void> {
    if (this.holder) this.holder.alive = false;
    this.holder = null;
  }

  async close(): Promise<void> {}
}

class PostgresLockWorld implements LockWorld {
  private readonly key = randomInt(1_000_000, 2_000_000_000);
  private readonly admin: pg.Pool;

  constructor(private readonly url: string) {
    this.admin = new pg.Pool({ connectionString: url, max: 1 });
  }

  node(): LockBackend {
    return new PgAdvisoryLock({ connectionString: this.url }, this.key);
  }

  async killHolder(): Promise<void> {
    await this.admin.query(
      "select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and objid = $1::bigint",
      [this.key],
    );
  }

  async close(): Promise<void> {
    await this.admin.end();
  }
}

const url = loadEnv().DATABASE_URL;
const world = (): LockWorld => (url ? new PostgresLockWorld(url) : new InMemoryLockServer());

/** A node: its LeaderLock and what it was told to do. */
function node(backend: LockBackend) {
  const log: string[] = [];
  const lock = new LeaderLock(backend, {
    intervalMs: 50,
    onElected: async () => { log.push('elected'); },
    onDeposed: async () => { log.push('deposed'); },
  });
  return { lock, log };
}

describe(`leader election on ${url ? 'a PostgreSQL session advisory lock' : 'an injected in-memory lock'}`, () => {
  let current: LockWorld | null = null;
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await current?.close();
    current = null;
  });

  const start = async (locks: LockWorld) => {
    const created = node(locks.node());
    stops.push(() => created.lock.stop());
    await created.lock.start();
    return created;
  };

  it('elects one node; a standby keeps trying and takes over when the leader stops', async () => {
    current = world();
    const a = await start(current);
    const b = await start(current);
    expect(a.lock.leading).toBe(true);
    expect(b.lock.leading).toBe(false);
    // Standing by: several rounds pass and it stays a standby while the leader lives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.lock.leading).toBe(false);
    expect(a.lock.leading).toBe(true);
    await a.lock.stop();
    expect(a.log).toEqual(['elected', 'deposed']);
    await expect.poll(() => b.lock.leading, { timeout: 5_000 }).toBe(true);
    expect(b.log).toEqual(['elected']);
  });

  it('a leader whose lock session dies stops working, and a standby takes over', async () => {
    current = world();
    const a = await start(current);
    const b = await start(current);
    expect(a.lock.leading).toBe(true);
    await current.killHolder();
    await expect.poll(() => a.log, { timeout: 5_000 }).toEqual(['elected', 'deposed']);
    await expect.poll(() => a.lock.leading || b.lock.leading, { timeout: 5_000 }).toBe(true);
    // Exactly one of them leads again (the old leader may win the lock back: that is fine).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Number(a.lock.leading) + Number(b.lock.leading)).toBe(1);
  });

  it('drives the simulator: the leader starts and runs it, a deposed leader stops it, a standby resumes it', async () => {
    current = world();
    const calls: string[] = [];
    const simulator = (name: string) => ({
      start: async () => { calls.push(`${name} start`); },
      run: () => { calls.push(`${name} run`); },
      stop: async () => { calls.push(`${name} stop`); },
    });
    const first = simulatorLeadership(simulator('a'), current.node(), { intervalMs: 50 });
    const second = simulatorLeadership(simulator('b'), current.node(), { intervalMs: 50 });
    stops.push(() => first.stop(), () => second.stop());
    await first.start();
    await second.start();
    expect(calls).toEqual(['a start', 'a run']);
    const killedAt = calls.length;
    await current.killHolder();
    await expect.poll(() => calls.includes('a stop'), { timeout: 5_000 }).toBe(true);
    // Soon one node leads again, and it has started and runs its simulator since the kill. The
    // standby may take the freed lock before the old leader's next check notices the loss (a CI run
    // saw 'b start', 'b run', then 'a stop'): the two overlap for at most one interval.
    const resumed = () => {
      const leader = first.leading ? 'a' : second.leading ? 'b' : null;
      const since = calls.slice(killedAt);
      return leader !== null && since.includes(`${leader} start`) && since.includes(`${leader} run`);
    };
    await expect.poll(resumed, { timeout: 5_000 }).toBe(true);
  });

  it('a node that cannot start the simulator gives the lock back', async () => {
    current = world();
    const errors: unknown[] = [];
    const failing = new LeaderLock(current.node(), {
      intervalMs: 10_000,
      onElected: async () => { throw new Error('seeding failed'); },
      onDeposed: async () => undefined,
      onError: (error) => errors.push(error),
    });
    stops.push(() => failing.stop());
    await failing.start();
    expect(failing.leading).toBe(false);
    expect(errors).toHaveLength(1);
    const other = await start(current);
    expect(other.lock.leading).toBe(true);
  });
});
