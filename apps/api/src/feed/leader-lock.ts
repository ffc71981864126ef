import pg from 'pg';

/** Arbitrary but fixed: every node asks for the same lock (ARCHITECTURE §3). */
export const FEED_LOCK_KEY = 727_274_001;
/** The event worker's lock (ARCHITECTURE §10): one node applies the events table. */
export const EVENTS_LOCK_KEY = 727_274_002;

/**
 * The lock the nodes compete for. One implementation is a PostgreSQL session advisory lock;
 * tests inject others, so the election logic runs the same on PGlite.
 */
export interface LockBackend {
  /** Tries to take the lock without waiting; true when this node now holds it. */
  tryAcquire(): Promise<boolean>;
  /** While held: false once the lock is gone (its session died). */
  stillHeld(): Promise<boolean>;
  /** Gives the lock up (and the session with it). */
  release(): Promise<void>;
}

/**
 * `pg_try_advisory_lock` on a dedicated connection, outside any pool: the lock lives exactly as
 * long as that session, so a crashed or partitioned leader frees it for the next node.
 */
export class PgAdvisoryLock implements LockBackend {
  private client: pg.Client | null = null;
  private lost = false;

  constructor(private readonly config: pg.ClientConfig, private readonly key: number = FEED_LOCK_KEY) {}

  async tryAcquire(): Promise<boolean> {
    await this.release();
    const client = new pg.Client({ ...this.config, keepAlive: true });
    this.lost = false;
    // A dropped session shows here (and as a failed heartbeat); never as an unhandled error.
    client.on('error', () => { this.lost = true; });
    client.on('end', () => { this.lost = true; });
    try {
      await client.connect();
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [this.key]);
      if (result.rows[0]?.locked) {
        this.client = client;
        return true;
      }
    } catch {
      // Database unreachable: not the leader this round.
    }
    await client.end().catch(() => undefined);
    return false;
  }

  async stillHeld(): Promise<boolean> {
    if (!this.client || this.lost) return false;
    try {
      // The session's own view: the lock is listed as granted to this backend.
      const result = await this.client.query<{ held: boolean }>(
        "select exists(select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted and objid = $1::bigint) as held",
        [this.key],
      );
      return result.rows[0]?.held === true;
    } catch {
      return false;
    }
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (!client) return;
    await client.query('select pg_advisory_unlock($1)', [this.key]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** A lock every caller gets at once: a single-process database (PGlite) has one node. */
export const soleNodeLock: LockBackend = {
  tryAcquire: () => Promise.resolve(true),
  stillHeld: () => Promise.resolve(true),
  release: () => Promise.resolve(),
};

export interface LeaderLockOptions {
  /** How often a standby tries the lock and the leader checks it still holds it. */
  intervalMs?: number;
  /** Became the leader: start the work (the simulator). */
  onElected(): Promise<void>;
  /** Lost the lead (or stopping): stop the work before anyone else may start it. */
  onDeposed(): Promise<void>;
  onError?(error: unknown): void;
}

/**
 * Leader election: one attempt at start, then every interval a standby retries the lock and the
 * leader checks it still holds it. A node whose lock session died stops its work at the next
 * check; the lock is free for others only once the database ended that session, so at most one
 * node works, save for the window between the database dropping a session and its old holder's
 * next check (at most one interval).
 */
export class LeaderLock {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private isLeader = false;
  private stopped = true;
  private readonly intervalMs: number;

  constructor(private readonly backend: LockBackend, private readonly options: LeaderLockOptions) {
    this.intervalMs = options.intervalMs ?? 5_000;
  }

  get leading(): boolean {
    return this.isLeader;
  }

  /** First round now (a lone node leads before it listens), then one per interval. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.tick();
  }

  /** One election round; tests may drive it directly. */
  tick(): Promise<void> {
    this.round ??= this.runRound().finally(() => {
      this.round = null;
      if (!this.stopped) this.schedule();
    });
    return this.round;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
    if (this.isLeader) await this.depose();
    await this.backend.release();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, this.intervalMs);
  }

  private async runRound(): Promise<void> {
    try {
      if (this.isLeader) {
        if (!(await this.backend.stillHeld())) {
          await this.depose();
          await this.backend.release();
        }
        return;
      }
      if (this.stopped || !(await this.backend.tryAcquire())) return;
      this.isLeader = true;
      try {
        await this.options.onElected();
      } catch (error) {
        // Could not take over: give the lock to someone who can.
        this.options.onError?.(error);
        await this.depose();
        await this.backend.release();
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  private async depose(): Promise<void> {
    this.isLeader = false;
    try {
      await this.options.onDeposed();
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}

/** What leadership drives: FeedSimulator. */
export interface LeadableSimulator {
  start(): Promise<void>;
  run(): void;
  stop(): Promise<void>;
}

/**
 * The node that holds the lock seeds (or resumes) the world and runs the simulator; a standby
 * keeps trying and takes over when the leader goes away; a node that loses the lock stops.
 */
export function simulatorLeadership(
  simulator: LeadableSimulator,
  backend: LockBackend,
  options: { intervalMs?: number; log?: { info(message: string): void; error(details: unknown, message: string): void } } = {},
): LeaderLock {
  return new LeaderLock(backend, {
    ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
    onElected: async () => {
      await simulator.start();
      simulator.run();
      options.log?.info('feed simulator running: this node leads');
    },
    onDeposed: async () => {
      await simulator.stop();
      options.log?.info('feed simulator stopped: this node no longer leads');
    },
    onError: (error) => options.log?.error({ err: error }, 'leader election'),
  });
}
