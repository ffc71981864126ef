import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sessions, users } from '../../db/schema';
import { BET_RETURN_KINDS } from './repository';

/** The session row's clock and the player's interval (null: the site's). */
export interface SessionClock {
  createdAt: Date;
  realityCheckedAt: Date | null;
  realityCheckSeconds: number | null;
  /** When the session-time limit ends the session (null: none). */
  limitEndsAt: Date | null;
}

/** The reality-check session of a signed-in session (sessions row) and what the player bet and won in it. */
export class SessionRepository {
  constructor(private readonly db: Database) {}

  async clock(sessionHash: string, userId: number): Promise<SessionClock | null> {
    const [row] = await this.db
      .select({ createdAt: sessions.createdAt, realityCheckedAt: sessions.realityCheckedAt, realityCheckSeconds: users.realityCheckSeconds, limitEndsAt: sessions.limitEndsAt })
      .from(sessions).innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, sessionHash), eq(sessions.userId, userId)));
    return row ?? null;
  }

  /** Cash staked and cash returned by bets (wins, refunds, cashouts) in `currency` since `from`. */
  async sums(userId: number, currency: string, from: Date): Promise<{ bets: number; wins: number }> {
    const returns = sql.join(BET_RETURN_KINDS.map((kind) => sql`${kind}`), sql`, `);
    const [row] = rowsOf<{ bets: string | number; wins: string | number }>(await this.db.execute(sql`
      select coalesce(sum(-l.amount) filter (where l.kind = 'bet_stake'), 0) as bets,
        coalesce(sum(l.amount) filter (where l.kind in (${returns})), 0) as wins
      from accounts a join ledger_entries l on l.account_id = a.id
      where a.user_id = ${userId} and a.currency = ${currency} and l.money = 'cash' and l.created_at >= ${from.toISOString()}::timestamptz`));
    return { bets: Number(row?.bets ?? 0), wins: Number(row?.wins ?? 0) };
  }

  async continued(sessionHash: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ realityCheckedAt: now }).where(eq(sessions.idHash, sessionHash));
  }

  async setInterval(userId: number, seconds: number): Promise<void> {
    await this.db.update(users).set({ realityCheckSeconds: seconds }).where(eq(users.id, userId));
  }
}
