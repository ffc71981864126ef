import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bets, users } from '../../db/schema';
import type { BetRow, BetSelectionRow } from '../bets/serialize';
import { rowsOf } from '../../db/rows';
import { countBetReturn } from '../limits/repository';
import { loadBetRows, VIP_REFUND_KIND } from '../settlement/repository';
import type { BalanceChange, WalletRepository } from '../wallet/repository';

export type VipDecision =
  | { kind: 'not_found' }
  /** No longer waiting (decided, or rejected by settlement), or too late to accept (a leg has a result). */
  | { kind: 'closed'; status: string; resulted: boolean }
  | { kind: 'decided'; row: { bet: BetRow; selections: BetSelectionRow[] }; language: string; change: BalanceChange | null };

/**
 * The operator's side of VIP bets (stake above BET_VIP_THRESHOLDS, held `submitted` with the stake
 * debited). The decision window closes when any leg gets a result: settlement then rejects and
 * refunds the bet in its own transaction (settlement/repository.ts), and an acceptance after that
 * is refused here.
 */
export class VipRepository {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletRepository,
  ) {}

  /**
   * accept → waiting_results (settled like any bet); reject → rejected with the stake refunded
   * through the ledger (kind bet_stake_refund, reference bet:<id>, the same entry settlement writes
   * when it rejects, so the stake can never come back twice).
   */
  async decide(betId: number, accept: boolean, now: Date): Promise<VipDecision> {
    return this.db.transaction(async (tx): Promise<VipDecision> => {
      // The legs first, then the bet (settlement's order: it resolves legs, then updates bets, so
      // the two never deadlock). A settlement that resolved a leg first is waited for and seen:
      // FOR UPDATE answers the committed row, and the bet is read after it.
      const legs = rowsOf<{ status: string }>(await tx.execute(sql`select status from bet_selections where bet_id = ${betId} order by id for update`));
      const [row] = await tx.select({ userId: bets.userId, status: bets.status, isVip: bets.isVip, currency: bets.currency, stake: bets.stake, language: users.language })
        .from(bets).innerJoin(users, eq(users.id, bets.userId)).where(eq(bets.id, betId)).for('update', { of: bets });
      if (!row?.isVip) return { kind: 'not_found' };
      const resulted = legs.some((leg) => leg.status !== 'open');
      if (row.status !== 'submitted') return { kind: 'closed', status: row.status, resulted };
      // Only a bet placed before this fix can be submitted with a resolved leg: it may still be rejected (refunded), never accepted.
      if (accept && resulted) return { kind: 'closed', status: row.status, resulted };
      let change: BalanceChange | null = null;
      if (accept) {
        await tx.update(bets).set({ status: 'waiting_results', acceptAt: now }).where(eq(bets.id, betId));
      } else {
        const account = await this.wallet.lockAccount(tx, row.userId, row.currency);
        if (!account) throw new Error(`account of bet ${betId} missing`);
        const balance = await this.wallet.post(tx, account, row.stake, VIP_REFUND_KIND, `bet:${betId}`, now);
        await countBetReturn(tx, account.id, row.stake, now);
        await tx.update(bets).set({ status: 'rejected', settledAt: now }).where(eq(bets.id, betId));
        change = { userId: row.userId, language: account.language, currency: account.currency, balance };
      }
      const [decided] = await loadBetRows(tx, [betId]);
      if (!decided) throw new Error(`bet ${betId} vanished`);
      return { kind: 'decided', row: decided, language: row.language, change };
    });
  }

  /** VIP bets waiting for a decision, oldest first (a scan of bets: an operator's occasional call). */
  async pending(limit: number): Promise<{ bet: BetRow; selections: BetSelectionRow[] }[]> {
    const ids = await this.db.select({ id: bets.id }).from(bets).where(and(eq(bets.isVip, true), eq(bets.status, 'submitted'))).orderBy(asc(bets.id)).limit(limit);
    const rows = await loadBetRows(this.db, ids.map((entry) => entry.id));
    return rows.sort((left, right) => left.bet.id - right.bet.id);
  }
}
