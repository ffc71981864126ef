import { settleBet, type BetType, type SelectionResult, type SettledBetResult } from '@sportsbook/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betSelections, bets, type OutcomeResult } from '../../db/schema';
import type { BetRow, BetSelectionRow } from '../bets/serialize';
import type { BalanceChange, Transaction } from '../wallet/repository';

/** Bet statuses settlement picks up (placement's OPEN_STATUSES less `submitted`: bets still in their bet delay or VIP review wait). */
export const SETTLEABLE_STATUSES = ['waiting_results', 'ready_to_process', 'cashout_in_progress'] as const;

export interface SettledMatch {
  /** Bets that settled in this run. */
  betIds: number[];
  /** Every bet a leg of which was resolved in this run, as committed (settled or still waiting), for bet_changed. */
  bets: { bet: BetRow; selections: BetSelectionRow[] }[];
  /** One per account credited, with the balance after the run. */
  changes: BalanceChange[];
}

const SETTLEABLE = sql.raw(SETTLEABLE_STATUSES.map((status) => `'${status}'`).join(', '));
const CHUNK = 100_000;
const keyOf = (typeId: number, specifier: string, outcomeKey: string) => `${typeId}|${specifier}|${outcomeKey}`;

/**
 * Bulk settlement of the bets on one resolved match (issue 6). One transaction per match, a fixed
 * number of set-based statements whatever the number of bets (rows travel as one JSON parameter):
 * 1. the open bets holding an open leg on the match are read with all their legs (whole rows),
 *    then every open selection on the match gets its outcome's result (unresolvable → canceled);
 * 2. bets with no open leg left are settled with the domain's settleBet (a combo waiting for
 *    another match stays open): status done, result, win_amount, settled_at — only where the bet
 *    is still open (the row lock orders this after a concurrent cashout, which then wins);
 * 3. the credited accounts are locked (id order) and the transaction aborts unless each one's
 *    cached balance equals the running balance of its latest ledger entry;
 * 4. win amounts of the bets actually updated are credited through the ledger (kind bet_win, or
 *    bet_refund for refunds and cancellations; reference bet:<id>, unique; balance_after the
 *    account's running balance) and the accounts' cached balances moved to the last of them.
 * Idempotent: a second run finds no open selection on the match, so settles and credits nothing;
 * the unique (kind, reference) ledger index is the last guard.
 */
export class SettlementRepository {
  constructor(private readonly db: Database) {}

  async settleMatch(matchId: number, resolve: (typeId: number, specifier: string, outcomeKey: string) => OutcomeResult | null, now: Date): Promise<SettledMatch> {
    return this.db.transaction(async (tx) => {
      const keys = rowsOf<{ market_type_id: number; specifier: string; outcome_key: string }>(await tx.execute(
        sql`select distinct market_type_id, specifier, outcome_key from bet_selections where match_id = ${matchId} and status = 'open'`,
      ));
      if (keys.length === 0) return { betIds: [], bets: [], changes: [] };
      const statuses = keys.map((key) => ({ t: key.market_type_id, s: key.specifier, k: key.outcome_key, status: resolve(key.market_type_id, key.specifier, key.outcome_key) ?? 'canceled' }));
      const statusOf = new Map(statuses.map((entry) => [keyOf(entry.t, entry.s, entry.k), entry.status]));
      // The open bets holding an open leg on this match, with all their legs (whole rows: bet_changed
      // is built from them, no second read), as they are before this run…
      const rows = await tx.select({ bet: bets, leg: betSelections }).from(bets).innerJoin(betSelections, eq(betSelections.betId, bets.id))
        .where(and(inArray(bets.status, [...SETTLEABLE_STATUSES]), sql`${bets.id} in (select bet_id from bet_selections where match_id = ${matchId} and status = 'open')`));
      // … then every open selection on the match gets its result.
      await tx.execute(sql`update bet_selections set status = x.status
        from jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb) as x(t int, s text, k text, status text)
        where bet_selections.match_id = ${matchId} and bet_selections.status = 'open'
          and bet_selections.market_type_id = x.t and bet_selections.specifier = x.s and bet_selections.outcome_key = x.k`);

      const byBet = new Map<number, { bet: BetRow; selections: BetSelectionRow[] }>();
      for (const { bet, leg } of rows) {
        if (leg.status === 'open' && leg.matchId === matchId) leg.status = statusOf.get(keyOf(leg.marketTypeId, leg.specifier, leg.outcomeKey)) ?? 'canceled';
        const entry = byBet.get(bet.id);
        if (entry) entry.selections.push(leg);
        else byBet.set(bet.id, { bet, selections: [leg] });
      }
      const touched = [...byBet.values()];
      const settled: { id: number; account_id: number; result: SettledBetResult; win: number; kind: string }[] = [];
      for (const { bet, selections } of touched) {
        selections.sort((left, right) => left.position - right.position);
        const settlement = settleBet({
          type: bet.type as BetType,
          stake: bet.stake,
          oddsThousandths: bet.odds,
          potentialWin: bet.potentialWin,
          systemWinCount: bet.systemWinCount,
          legs: selections.map((leg) => ({ odds: leg.odds, result: leg.status as SelectionResult })),
        });
        if (settlement) settled.push({ id: bet.id, account_id: bet.accountId, result: settlement.result, win: settlement.winAmount, kind: ledgerKind(settlement.result) });
      }
      if (settled.length === 0) return { betIds: [], bets: touched, changes: [] };

      const updated = new Set<number>();
      for (const chunk of chunks(settled, CHUNK)) {
        const rows = rowsOf<{ id: string | number }>(await tx.execute(sql`update bets set status = 'done', result = x.result, win_amount = x.win, settled_at = ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id bigint, result text, win bigint)
          where bets.id = x.id and bets.status in (${SETTLEABLE}) returning bets.id`));
        for (const row of rows) updated.add(Number(row.id));
      }
      const credits = settled.filter((bet) => bet.win > 0 && updated.has(bet.id)).sort((left, right) => left.account_id - right.account_id || left.id - right.id);
      let changes: BalanceChange[] = [];
      if (credits.length > 0) {
        // Lock the credited accounts (id order) and check each against its latest ledger entry…
        const accountIds = [...new Set(credits.map((bet) => bet.account_id))];
        const locked = rowsOf<{ id: number; user_id: number; currency: string; balance: string | number; ledger: string | number | null; language: string }>(await tx.execute(sql`
          select a.id, a.user_id, a.currency, a.balance, u.language,
            (select l.balance_after from ledger_entries l where l.account_id = a.id order by l.id desc limit 1) as ledger
          from accounts a join users u on u.id = a.user_id
          where a.id = any(${idArray(accountIds)}) order by a.id for update of a`));
        const broken = locked.filter((account) => Number(account.ledger ?? 0) !== Number(account.balance));
        if (broken.length > 0) throw new Error(`ledger mismatch on accounts ${broken.map((account) => account.id).join(', ')}`);
        // … then credit each win with the account's running balance, and move the cached balances.
        const balanceOf = new Map(locked.map((account) => [account.id, Number(account.balance)]));
        const entries = credits.map((bet) => {
          const balance = (balanceOf.get(bet.account_id) ?? 0) + bet.win;
          balanceOf.set(bet.account_id, balance);
          return { ...bet, balance_after: balance };
        });
        for (const chunk of chunks(entries, CHUNK)) {
          await tx.execute(sql`insert into ledger_entries (account_id, amount, balance_after, kind, reference, created_at)
            select x.account_id, x.win, x.balance_after, x.kind, 'bet:' || x.id, ${now.toISOString()}::timestamptz
            from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id bigint, account_id int, win bigint, balance_after bigint, kind text)
            order by x.account_id, x.id`);
        }
        const balances = [...balanceOf].map(([id, balance]) => ({ id, balance }));
        for (const chunk of chunks(balances, CHUNK)) {
          await tx.execute(sql`update accounts set balance = x.balance
            from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id int, balance bigint) where accounts.id = x.id`);
        }
        changes = locked.map((account) => ({ userId: account.user_id, language: account.language, currency: account.currency, balance: balanceOf.get(account.id) ?? Number(account.balance) }));
      }
      for (const { id, result, win } of settled) {
        const entry = byBet.get(id);
        if (entry && updated.has(id)) Object.assign(entry.bet, { status: 'done', result, winAmount: win, settledAt: now });
      }
      // A bet settled here but not updated changed under us (a cashout won the row lock): not ours to announce.
      const raced = new Set(settled.filter((bet) => !updated.has(bet.id)).map((bet) => bet.id));
      return { betIds: settled.filter((bet) => updated.has(bet.id)).map((bet) => bet.id), bets: touched.filter(({ bet }) => !raced.has(bet.id)), changes };
    });
  }

  /** Each user's language (their private channel is per language). */
  async languages(userIds: readonly number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = rowsOf<{ id: number; language: string }>(await this.db.execute(sql`select id, language from users where id in (${jsonIds(userIds)})`));
    return new Map(rows.map((row) => [row.id, row.language]));
  }

  /** Matches whose markets are resolved but that still have open selections (a settlement that failed or was interrupted). */
  async unsettledMatches(): Promise<number[]> {
    const rows = rowsOf<{ match_id: number }>(await this.db.execute(sql`select distinct s.match_id from bet_selections s
      join markets m on m.match_id = s.match_id and m.status = -3 where s.status = 'open'`));
    return rows.map((row) => row.match_id);
  }
}

function ledgerKind(result: SettledBetResult): 'bet_win' | 'bet_refund' {
  return result === 'refund_entire' || result === 'canceled' ? 'bet_refund' : 'bet_win';
}

/** A list of ids as one JSON parameter (no bind-parameter limit). */
export function jsonIds(ids: readonly number[]): SQL {
  return sql`select (value)::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)`;
}

/** A list of ids as one bigint[] parameter (an index scan with the array's real length). */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::bigint[]`;
}

/** The rows of a raw statement, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function chunks<T>(rows: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/** Bet rows and their selections for these ids (chunked, so any number of ids), for toBetDto. */
export async function loadBetRows(db: Database | Transaction, ids: readonly number[]): Promise<{ bet: BetRow; selections: BetSelectionRow[] }[]> {
  const result: { bet: BetRow; selections: BetSelectionRow[] }[] = [];
  for (const chunk of chunks([...ids], 20_000)) {
    const rows = await db.select().from(bets).where(sql`${bets.id} = any(${idArray(chunk)})`);
    const legs = await db.select().from(betSelections).where(sql`${betSelections.betId} = any(${idArray(chunk)})`);
    const byBet = new Map<number, BetSelectionRow[]>();
    for (const leg of legs) byBet.set(leg.betId, [...(byBet.get(leg.betId) ?? []), leg]);
    for (const bet of rows) result.push({ bet, selections: byBet.get(bet.id) ?? [] });
  }
  return result;
}
