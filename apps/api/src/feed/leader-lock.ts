import type pg from 'pg';

/** Arbitrary but fixed: every node asks for the same lock (ARCHITECTURE §3). */
const FEED_LOCK_KEY = 727_274_001;

/**
 * Only one node runs the simulator: the holder of a PostgreSQL session advisory lock. The lock
 * lives as long as the dedicated connection, so a crashed leader frees it for the next node.
 */
export class LeaderLock {
  private client: pg.PoolClient | null = null;

  constructor(private readonly pool: pg.Pool) {}

  async tryAcquire(): Promise<boolean> {
    const client = await this.pool.connect();
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [FEED_LOCK_KEY]);
    if (result.rows[0]?.locked) {
      this.client = client;
      return true;
    }
    client.release();
    return false;
  }

  async release(): Promise<void> {
    if (!this.client) return;
    await this.client.query('select pg_advisory_unlock($1)', [FEED_LOCK_KEY]).catch(() => undefined);
    this.client.release();
    this.client = null;
  }
}
