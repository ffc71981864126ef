import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf, type Transaction } from '../db/rows';

/**
 * Facts a transaction records for the event worker to apply after its commit (ARCHITECTURE §10
 * "After the commit, from an events table"):
 * - player_signed_up {}: sign-up campaigns are issued to the player;
 * - deposit_credited {deposit_id}: first-deposit campaigns, when it is the player's first;
 * - bonus_issued {issued_id}: `bonus_issued` is published on the player's private channel;
 * - bets_placed {bet_ids} (user_id null): one per place_bet_batch transaction that placed bets,
 *   written by the function itself; jackpots take their contributions and draw from it;
 * - bets_settled {bet_ids} (user_id null): one per settlement transaction that settled bets (the
 *   settlement repository); hunting points and amb progress are counted from it.
 */
export type EventKind = 'player_signed_up' | 'deposit_credited' | 'bonus_issued' | 'bets_placed' | 'bets_settled';

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

/** The settlement's one event row (user_id null): the ids travel as one JSON parameter, whatever their number. */
export async function appendSettledEvent(tx: Transaction, betIds: readonly number[], now: Date): Promise<void> {
  await tx.execute(sql`insert into events (kind, user_id, payload, created_at)
    values ('bets_settled', null, jsonb_build_object('bet_ids', ${JSON.stringify(betIds)}::jsonb), ${now.toISOString()}::timestamptz)`);
}

export interface StoredEvent {
  id: number;
  /** The writing transaction (xid8 as text): the worker's order is (tx, id). */
  tx: string;
  kind: EventKind;
  userId: number;
  payload: Record<string, unknown>;
}

/** The events table as the worker reads it: from a worker's position, only settled transactions. */
export class EventsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Up to `limit` events after the worker's position in (transaction, id) order, written by
   * transactions older than every transaction still running. An id is drawn before commit, and a
   * transaction that started writing later may draw a lower id and commit last; but every
   * transaction below the oldest running one has ended, so ordering by the writing transaction
   * first never passes an event that may still appear (issue 23: ordered by id alone, such events
   * were skipped under concurrent placements).
   */
  async after(worker: string, limit: number): Promise<StoredEvent[]> {
    const rows = rowsOf<{ id: string | number; tx: string; kind: EventKind; user_id: number; payload: Record<string, unknown> }>(await this.db.execute(sql`
      with at as (select coalesce((select tx from event_positions where worker = ${worker}), '0'::xid8) as tx,
        coalesce((select position from event_positions where worker = ${worker}), 0) as id)
      select e.id, e.tx::text as tx, e.kind, e.user_id, e.payload from events e, at
      where (e.tx, e.id) > (at.tx, at.id)
        and e.tx < pg_snapshot_xmin(pg_current_snapshot())
      order by e.tx, e.id limit ${limit}`));
    return rows.map((row) => ({ id: Number(row.id), tx: row.tx, kind: row.kind, userId: row.user_id, payload: row.payload }));
  }

  async moveTo(worker: string, position: number, tx: string): Promise<void> {
    await this.db.execute(sql`insert into event_positions (worker, position, tx) values (${worker}, ${position}, ${tx}::xid8)
      on conflict (worker) do update set position = excluded.position, tx = excluded.tx`);
  }
}
