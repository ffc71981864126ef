import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf, type Transaction } from '../db/rows';

/**
 * Facts a transaction records for the event worker to apply after its commit (ARCHITECTURE §10
 * "After the commit, from an events table"):
 * - player_signed_up {}: sign-up campaigns are issued to the player;
 * - deposit_credited {deposit_id}: first-deposit campaigns, when it is the player's first;
 * - bonus_issued {issued_id}: `bonus_issued` is published on the player's private channel.
 */
export type EventKind = 'player_signed_up' | 'deposit_credited' | 'bonus_issued';

export interface NewEvent {
  kind: EventKind;
  userId: number;
  payload: Record<string, number | string>;
}

/** One INSERT for every event, in the caller's transaction (so they commit, or not, with their cause). */
export async function appendEvents(executor: Database | Transaction, list: readonly NewEvent[], now: Date): Promise<void> {
  if (list.length === 0) return;
  await executor.execute(sql`insert into events (kind, user_id, payload, created_at)
    select x.kind, x.user_id, x.payload, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(list.map((event) => ({ kind: event.kind, user_id: event.userId, payload: event.payload })))}::jsonb)
      as x(kind text, user_id int, payload jsonb)`);
}

export interface StoredEvent {
  id: number;
  kind: EventKind;
  userId: number;
  payload: Record<string, unknown>;
}

/** The events table as the worker reads it: from a worker's position, only settled transactions. */
export class EventsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Up to `limit` events after the worker's position, in id order, written by transactions older
   * than every transaction still running (an id is drawn before commit: a running transaction may
   * yet commit an id below one already visible, and the position must not pass it).
   */
  async after(worker: string, limit: number): Promise<StoredEvent[]> {
    const rows = rowsOf<{ id: string | number; kind: EventKind; user_id: number; payload: Record<string, unknown> }>(await this.db.execute(sql`
      select e.id, e.kind, e.user_id, e.payload from events e
      where e.id > coalesce((select position from event_positions where worker = ${worker}), 0)
        and e.tx < pg_snapshot_xmin(pg_current_snapshot())
      order by e.id limit ${limit}`));
    return rows.map((row) => ({ id: Number(row.id), kind: row.kind, userId: row.user_id, payload: row.payload }));
  }

  async moveTo(worker: string, position: number): Promise<void> {
    await this.db.execute(sql`insert into event_positions (worker, position) values (${worker}, ${position})
      on conflict (worker) do update set position = excluded.position`);
  }
}
