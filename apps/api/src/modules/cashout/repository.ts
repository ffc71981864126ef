import { bonusCashoutRule, cashoutOffer, type BetType, type SelectionResult } from '@sportsbook/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema';
import { betCashedOutDraft } from '../notifications/drafts';
import { countBetReturn } from '../limits/repository';
import { insertNotifications, type CreatedNotification } from '../notifications/repository';
import { rowsOf, type Transaction } from '../../db/rows';
import type { BalanceChange, WalletRepository } from '../wallet/repository';

/** Only bets accepted and waiting for results can be cashed out. */
export const CASHOUT_STATUS = 'waiting_results';

export interface OpenBetOffer {
  betId: number;
  userId: number;
  language: string;
  offer: number | null;
}

export type CashoutResult =
  | { kind: 'cashed_out'; change: BalanceChange; notifications: CreatedNotification[] }
  | { kind: 'not_found' }
  | { kind: 'not_open' }
  /** A free bet of any kind is never cashed out (domain bonusCashoutRule; docs/bonuses.md). */
  | { kind: 'bonus_bet' }
  | { kind: 'changed'; offer: number | null };

interface OfferRow {
  id: string | number;
  user_id: number;
  language: string;
  type: string;
  status: string;
  stake: string | number;
  bonus_type: string | null;
  legs: { odds: number; status: string; current: number | null }[];
}

/**
 * Each leg with its current price: the outcome's odds while its market is allowed (status 1) and
 * the outcome active, else null (suspended, settled, no longer offered, match gone).
 */
const OFFER_COLUMNS = sql`b.id, b.user_id, u.language, b.type, b.status, b.stake, b.bonus->>'type' as bonus_type,
  (select json_agg(json_build_object('odds', s.odds, 'status', s.status, 'current', (
      select case when m.status = 1 and o.active then o.odds end from markets m
      join outcomes o on o.market_id = m.id and o.outcome_key = s.outcome_key
      where m.match_id = s.match_id and m.type_id = s.market_type_id and m.specifier = s.specifier limit 1)) order by s.position)
    from bet_selections s where s.bet_id = b.id) as legs`;

/** Cashout offers from current prices, and the cashout itself (bet row locked, ledger credit). */
export class CashoutRepository {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletRepository,
    private readonly marginPermille: number,
  ) {}

  /** Offers of the open single and combo bets with an open leg on the match, at most `limit` (oldest first). */
  async offersOnMatch(matchId: number, limit: number): Promise<OpenBetOffer[]> {
    return this.offers(this.db, sql`b.id in (select bet_id from bet_selections where match_id = ${matchId} and status = 'open')
      and b.status = ${CASHOUT_STATUS} and b.type in ('single', 'combo') order by b.id limit ${limit}`);
  }

  /** Offers of these bets (any status: only open ones get a number). */
  async offersOf(betIds: readonly number[]): Promise<Map<number, number | null>> {
    if (betIds.length === 0) return new Map();
    const rows = await this.offers(this.db, sql`b.id in (select (value)::bigint from jsonb_array_elements_text(${JSON.stringify(betIds)}::jsonb))`);
    return new Map(rows.map((row) => [row.betId, row.offer]));
  }

  /**
   * Cashes the bet out if the offer recomputed now, with the bet row locked, still reaches the
   * amount asked; pays exactly that amount (ledger kind 'cashout', reference bet:<id>) and notifies
   * the player in the same transaction.
   */
  async cashout(userId: number, betId: number, amount: number, now: Date): Promise<CashoutResult> {
    return this.db.transaction(async (tx): Promise<CashoutResult> => {
      const [bet] = await tx.select({ id: bets.id, ref: bets.ref, status: bets.status, currency: bets.currency, bonus: bets.bonus }).from(bets)
        .where(and(eq(bets.id, betId), eq(bets.userId, userId))).for('update');
      if (!bet) return { kind: 'not_found' };
      if (bonusCashoutRule(bet.bonus?.type ?? null) === 'refused') return { kind: 'bonus_bet' };
      if (bet.status !== CASHOUT_STATUS) return { kind: 'not_open' };
      const [current] = await this.offers(tx, sql`b.id = ${betId}`);
      const offer = current?.offer ?? null;
      if (offer === null || offer < amount) return { kind: 'changed', offer };
      await tx.update(bets).set({ status: 'cashed_out', result: 'cashed_out', winAmount: amount, settledAt: now }).where(eq(bets.id, betId));
      const account = await this.wallet.lockAccount(tx, userId, bet.currency);
      if (!account) throw new Error(`bet ${betId} has no account in ${bet.currency}`);
      const balance = await this.wallet.post(tx, account, amount, 'cashout', `bet:${betId}`, now);
      await countBetReturn(tx, account.id, amount, now);
      const notifications = await insertNotifications(tx, [betCashedOutDraft({ ...bet, userId }, amount)], now);
      return { kind: 'cashed_out', change: { userId, language: account.language, currency: account.currency, balance }, notifications };
    });
  }

  private async offers(executor: Database | Transaction, where: SQL): Promise<OpenBetOffer[]> {
    const rows = rowsOf<OfferRow>(await executor.execute(sql`select ${OFFER_COLUMNS} from bets b join users u on u.id = b.user_id where ${where}`));
    return rows.map((row) => ({
      betId: Number(row.id),
      userId: row.user_id,
      language: row.language,
      // A free bet is offered nothing; a combo boost the value of its legs' placed prices, without the boost (bonusCashoutRule).
      offer: row.status !== CASHOUT_STATUS || bonusCashoutRule(row.bonus_type) === 'refused' ? null : cashoutOffer({
        type: row.type as BetType,
        stake: Number(row.stake),
        marginPermille: this.marginPermille,
        legs: row.legs.map((leg) => ({ odds: leg.odds, result: leg.status as SelectionResult, currentOdds: leg.current })),
      }),
    }));
  }
}
