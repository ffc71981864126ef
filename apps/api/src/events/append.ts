import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Transaction } from '../db/rows';

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
