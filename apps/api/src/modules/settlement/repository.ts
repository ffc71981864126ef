import { settleBonusBet, type BetType, type SelectionResult, type SettledBetResult } from '@sportsbook/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray, pgArray, rowsOf } from '../../db/rows';
import type { OutcomeResult } from '../../db/schema';
import type { BetRow, BetSelectionRow } from '../bets/serialize';
import { settleBonusesIn, settledBonusOf, type BonusOutcome } from '../bonuses/settlement-bonuses';
import { betSettledDraft, betStakeRefundedDraft } from '../notifications/drafts';
import { countedReturns } from '../limits/repository';
import { insertNotifications, type CreatedNotification } from '../notifications/repository';
import { appendSettledEvent } from '../../events/repository';
import type { Transaction } from '../../db/rows';
import type { BalanceChange } from '../wallet/repository';

/** Bet statuses settlement picks up (placement's OPEN_STATUSES less `submitted`: VIP bets waiting for an operator, which settlement rejects instead). */
export const SETTLEABLE_STATUSES = ['waiting_results', 'ready_to_process', 'cashout_in_progress'] as const;

/** Ledger kind of a VIP bet's stake given back on rejection (the operator's or settlement's; one per bet: reference bet:<id>). */
export const VIP_REFUND_KIND = 'bet_stake_refund';

export interface SettledMatch {
  /** Bets that settled in this run. */
  betIds: number[];
  /** VIP bets still waiting for an operator's decision when a leg got its result: rejected and refunded in this run. */
  rejectedIds: number[];
  /** Every bet a leg of which was resolved in this run, as committed (settled or still waiting), for bet_changed. */
  bets: { bet: BetRow; selections: BetSelectionRow[] }[];
  /** One per account credited, with the balance after the run. */
  changes: BalanceChange[];
  /** The players' notifications of the bets that paid (won, refunded), created in the settlement's transaction. */
  notifications: CreatedNotification[];
}

const SETTLEABLE = sql.raw(SETTLEABLE_STATUSES.map((status) => `'${status}'`).join(', '));
const keyOf = (typeId: number, specifier: string, outcomeKey: string) => `${typeId}|${specifier}|${outcomeKey}`;

/**
 * Bulk settlement of the bets on one resolved match (issue 6). One transaction per match, five
 * set-based statements whatever the number of bets (lists travel as one array or JSON parameter):
 * 1. the distinct outcomes of the open legs on the match, each resolved by `resolve`
 *    (unresolvable → canceled);
 * 2. one statement resolves every open leg on the match and reads the open bets holding one, with
 *    all their legs (whole rows, one JSON array per bet, as they were before the statement: the
 *    resolved legs get their result here too); they are settled with the domain's settleBet once
 *    decided: no open leg left, or already lost (a combo with a lost leg settles lose_entire now;
 *    a combo still able to win waits for its other match). A bet settled early is never read
 *    again: later results on its other legs only mark those legs;
 * 3. status done, result, win_amount, settled_at — only where the bet is still open (the row lock
 *    orders this after a concurrent cashout, which then wins; such a bet is answered as raced).
 *    The same statement closes the VIP window: a VIP bet still `submitted` (no operator decision)
 *    when one of its legs gets a result is rejected, its stake refunded below — an acceptance
 *    once a result is known would let the house take only the losers. A VIP bet the operator
 *    accepted while this ran (read as submitted, now waiting_results) is settled like any other;
 *    one rejected meanwhile is left alone (raced);
 * 4. the credited accounts are locked (id order) and the transaction aborts unless each one's
 *    cached balance equals the running balance of its latest ledger entry;
 * 5. one statement credits the win amounts of the bets actually updated through the ledger (kind
 *    bet_win, or bet_refund for refunds and cancellations, bet_stake_refund for rejected VIP
 *    stakes; reference bet:<id>, unique; balance_after the account's running balance) and moves
 *    the accounts' cached balances to the last of them;
 * 6. one statement inserts a notification for each bet that paid (won, refunded, a rejected VIP
 *    bet's stake), published with the rest after the commit;
 * 7. one `bets_settled {bet_ids}` row in the events table names the bets settled here (not the
 *    rejected VIP bets), for the event worker (hunting points, amb progress) after the commit.
 * Idempotent: a second run finds no open selection on the match, so settles and credits nothing;
 * the unique (kind, reference) ledger index is the last guard. bet_changed is built from the rows
 * read in step 2 (reading 100,000 freshly updated rows back after the commit costs more).
 */
export class SettlementRepository {
  constructor(private readonly db: Database) {}

  async settleMatch(matchId: number, resolve: (typeId: number, specifier: string, outcomeKey: string) => OutcomeResult | null, now: Date): Promise<SettledMatch> {
    return this.db.transaction(async (tx) => {
      const keys = rowsOf<{ market_type_id: number; specifier: string; outcome_key: string }>(await tx.execute(
        sql`select distinct market_type_id, specifier, outcome_key from bet_selections where match_id = ${matchId} and status = 'open'`,
      ));
      if (keys.length === 0) return { betIds: [], rejectedIds: [], bets: [], changes: [], notifications: [] };
      const statuses = keys.map((key) => ({ t: key.market_type_id, s: key.specifier, k: key.outcome_key, status: resolve(key.market_type_id, key.specifier, key.outcome_key) ?? 'canceled' }));
      const statusOf = new Map(statuses.map((entry) => [keyOf(entry.t, entry.s, entry.k), entry.status]));
      // Every open leg on the match gets its result; the open bets holding one are read with all
      // their legs as they were before (whole rows: bet_changed is built from them, no second read).
      const read = rowsOf<{ bet: BetTuple }>(await tx.execute(sql`with resolved as (
          update bet_selections set status = x.status
          from jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb) as x(t int, s text, k text, status text)
          where bet_selections.match_id = ${matchId} and bet_selections.status = 'open'
            and bet_selections.market_type_id = x.t and bet_selections.specifier = x.s and bet_selections.outcome_key = x.k
          returning bet_selections.bet_id
        )
        select ${betJson} as bet from bets b where b.id in (select bet_id from resolved)
          and (b.status in (${SETTLEABLE}) or (b.status = 'submitted' and b.is_vip))`));

      const touched = read.map(({ bet }) => betOfTuple(bet));
      // A bet to settle (result set) or, read as submitted (held), a VIP bet whose window closes.
      const closing: { id: number; account_id: number; result: SettledBetResult | null; win: number; stake: number; held: boolean; bonus: BonusOutcome | null }[] = [];
      for (const { bet, selections } of touched) {
        for (const leg of selections) {
          if (leg.status === 'open' && leg.matchId === matchId) leg.status = statusOf.get(keyOf(leg.marketTypeId, leg.specifier, leg.outcomeKey)) ?? 'canceled';
        }
        selections.sort((left, right) => left.position - right.position);
        // A bet placed with a bonus pays by its bonus (domain settleBonusBet; docs/bonuses.md): win is the cash paid.
        const settlement = settleBonusBet({
          type: bet.type as BetType,
          stake: bet.stake,
          oddsThousandths: bet.odds,
          potentialWin: bet.potentialWin,
          systemWinCount: bet.systemWinCount,
          legs: selections.map((leg) => ({ odds: leg.odds, result: leg.status as SelectionResult })),
        }, settledBonusOf(bet.bonus));
        const held = bet.status === 'submitted';
        const bonus = settlement && bet.bonus && (settlement.freebetReturned || settlement.freebetRefund > 0)
          ? { betId: bet.id, userId: bet.userId, currency: bet.currency, issuedId: Number(bet.bonus.id), stake: bet.stake, returned: settlement.freebetReturned, refund: settlement.freebetRefund }
          : null;
        if (settlement || held) closing.push({ id: bet.id, account_id: bet.accountId, result: settlement?.result ?? null, win: settlement?.winAmount ?? 0, stake: bet.stake, held, bonus });
      }
      if (closing.length === 0) return { betIds: [], rejectedIds: [], bets: touched, changes: [], notifications: [] };

      // The bets still open are settled and the VIP bets still submitted rejected. Answered: the ids
      // not updated (a cashout won the row lock, an operator decided first) and what became of each
      // held bet (rejected, or done when an operator accepted it meanwhile).
      const answered = rowsOf<{ id: string | number; status: string | null }>(await tx.execute(sql`with x as (
          select * from unnest(${pgArray(closing.map((bet) => bet.id))}::bigint[], ${pgArray(closing.map((bet) => bet.result ?? ''))}::text[],
            ${pgArray(closing.map((bet) => bet.win))}::bigint[], ${pgArray(closing.map((bet) => (bet.held ? 't' : 'f')))}::boolean[]) as x(id, result, win, held)
        ), updated as (
          update bets set status = case when bets.status = 'submitted' then 'rejected' else 'done' end,
            result = case when bets.status = 'submitted' then bets.result else x.result end,
            win_amount = case when bets.status = 'submitted' then bets.win_amount else x.win end,
            settled_at = ${now.toISOString()}::timestamptz
          from x where bets.id = x.id
            and ((bets.status in (${SETTLEABLE}) and x.result <> '') or (x.held and bets.status = 'submitted' and bets.is_vip))
          returning bets.id, bets.status
        )
        select x.id, updated.status from x left join updated on updated.id = x.id where updated.id is null or x.held`));
      const raced = new Set(answered.filter((row) => row.status === null).map((row) => Number(row.id)));
      const rejectedIds = new Set(answered.filter((row) => row.status === 'rejected').map((row) => Number(row.id)));
      const won = closing.flatMap((bet) => (bet.result === null || raced.has(bet.id) || rejectedIds.has(bet.id) ? [] : [{ ...bet, result: bet.result }]));
      const rejected = closing.filter((bet) => rejectedIds.has(bet.id));
      const credits = [
        ...won.filter((bet) => bet.win > 0).map((bet) => ({ id: bet.id, account_id: bet.account_id, amount: bet.win, kind: ledgerKind(bet.result) })),
        ...rejected.map((bet) => ({ id: bet.id, account_id: bet.account_id, amount: bet.stake, kind: VIP_REFUND_KIND })),
      ].sort((left, right) => left.account_id - right.account_id || left.id - right.id);
      // What the settled bets' bonuses do besides cash: a free bet given back, a risk-free stake refunded as a free bet.
      const bonusOutcomes = won.flatMap((bet) => (bet.bonus ? [{ ...bet.bonus, accountId: bet.account_id }] : []));
      let changes: BalanceChange[] = [];
      if (credits.length > 0 || bonusOutcomes.length > 0) {
        // Lock the credited accounts and those whose bonus money moves (id order, once) and check each against its latest ledger entry…
        const accountIds = [...new Set([...credits.map((bet) => bet.account_id), ...bonusOutcomes.map((outcome) => outcome.accountId)])];
        const locked = rowsOf<{ id: number; user_id: number; currency: string; balance: string | number; ledger: string | number | null; language: string }>(await tx.execute(sql`
          select a.id, a.user_id, a.currency, a.balance, u.language,
            (select l.balance_after from ledger_entries l where l.account_id = a.id order by l.id desc limit 1) as ledger
          from accounts a join users u on u.id = a.user_id
          where a.id = any(${idArray(accountIds)}) order by a.id for update of a`));
        const broken = locked.filter((account) => Number(account.ledger ?? 0) !== Number(account.balance));
        if (broken.length > 0) throw new Error(`ledger mismatch on accounts ${broken.map((account) => account.id).join(', ')}`);
        // … then credit each win with the account's running balance, move the cached balances and
        // count the returns for the players' loss limits (limits/repository.ts countedReturns).
        const balanceOf = new Map(locked.map((account) => [account.id, Number(account.balance)]));
        const balancesAfter = credits.map((bet) => {
          const balance = (balanceOf.get(bet.account_id) ?? 0) + bet.amount;
          balanceOf.set(bet.account_id, balance);
          return balance;
        });
        const credited = new Set(credits.map((bet) => bet.account_id));
        const balances = [...balanceOf].filter(([id]) => credited.has(id));
        if (credits.length > 0) await tx.execute(sql`with ledger as (
            insert into ledger_entries (account_id, amount, balance_after, kind, reference, created_at)
            select x.account_id, x.win, x.balance_after, x.kind, 'bet:' || x.id, ${now.toISOString()}::timestamptz
            from unnest(${pgArray(credits.map((bet) => bet.id))}::bigint[], ${pgArray(credits.map((bet) => bet.account_id))}::int[], ${pgArray(credits.map((bet) => bet.amount))}::bigint[],
              ${pgArray(balancesAfter)}::bigint[], ${pgArray(credits.map((bet) => bet.kind))}::text[]) as x(id, account_id, win, balance_after, kind)
            order by x.account_id, x.id
          ), counted as (
            ${countedReturns(sql`${pgArray(credits.map((bet) => bet.account_id))}::int[]`, sql`${pgArray(credits.map((bet) => bet.amount))}::bigint[]`, now)}
          )
          update accounts set balance = x.balance
          from unnest(${pgArray(balances.map(([id]) => id))}::int[], ${pgArray(balances.map(([, balance]) => balance))}::bigint[]) as x(id, balance)
          where accounts.id = x.id`);
        changes = locked.filter((account) => credited.has(account.id)).map((account) => ({ userId: account.user_id, language: account.language, currency: account.currency, balance: balanceOf.get(account.id) ?? Number(account.balance) }));
        // … then the bonus money, after the cash (its entries repeat the cash balances just written).
        await settleBonusesIn(tx, bonusOutcomes, now);
      }
      const byId = new Map(touched.map((entry) => [entry.bet.id, entry]));
      // 6. one statement notifies the owners of the bets that paid (won, refunded; a rejected VIP bet's stake).
      const drafts = [
        ...won.map((bet) => { const row = byId.get(bet.id)?.bet; return row ? betSettledDraft(row, bet.result, bet.win) : null; }),
        ...rejected.map((bet) => { const row = byId.get(bet.id)?.bet; return row ? betStakeRefundedDraft(row, bet.stake) : null; }),
      ].filter((draft) => draft !== null);
      const notifications = await insertNotifications(tx, drafts, now);
      // 7. one small row tells the event worker which bets settled (hunting points, amb progress:
      // docs/promotions.md), committed with the settlement or not at all.
      if (won.length > 0) await appendSettledEvent(tx, won.map((bet) => bet.id), now);
      for (const { id, result, win } of won) {
        const entry = byId.get(id);
        if (entry) Object.assign(entry.bet, { status: 'done', result, winAmount: win, settledAt: now });
      }
      for (const { id } of rejected) {
        const entry = byId.get(id);
        if (entry) Object.assign(entry.bet, { status: 'rejected', settledAt: now });
      }
      // A bet closed here but not updated changed under us (a cashout won the row lock, an operator decided): not ours to announce.
      return { betIds: won.map((bet) => bet.id), rejectedIds: rejected.map((bet) => bet.id), bets: raced.size === 0 ? touched : touched.filter(({ bet }) => !raced.has(bet.id)), changes, notifications };
    });
  }

  /** Each user's language (their private channel is per language). */
  async languages(userIds: readonly number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = rowsOf<{ id: number; language: string }>(await this.db.execute(sql`select id, language from users where id in (${jsonIds(userIds)})`));
    return new Map(rows.map((row) => [row.id, row.language]));
  }
}

/** A bet as settlement and loadBetRows read it (betJson): its columns in BetRow order, then its legs. */
type BetTuple = [
  id: number, ref: string, userId: number, accountId: number, requestId: number | null, type: string, status: string, result: string,
  currency: string, stake: number, odds: number, potentialWin: number, winAmount: number | null, systemWinCount: number | null,
  systemTotalCount: number | null, bonus: BetRow['bonus'], isVip: boolean, quick: boolean, deviceId: string | null,
  acceptAt: number | null, createdAt: number, settledAt: number | null,
  legs: [id: number, position: number, matchId: number, marketTypeId: number, specifier: string, outcomeKey: string, odds: number, status: string, snapshot: BetSelectionRow['snapshot']][],
];

/** A bet `b` as one JSON array (BetTuple): whole row, then its legs' whole rows. */
const betJson = sql`json_build_array(b.id, b.ref, b.user_id, b.account_id, b.request_id, b.type, b.status, b.result, b.currency, b.stake, b.odds,
  b.potential_win, b.win_amount, b.system_win_count, b.system_total_count, b.bonus, b.is_vip, b.quick, b.device_id,
  ${epochMs(sql`b.accept_at`)}, ${epochMs(sql`b.created_at`)}, ${epochMs(sql`b.settled_at`)},
  (select json_agg(json_build_array(l.id, l.position, l.match_id, l.market_type_id, l.specifier, l.outcome_key, l.odds, l.status, l.snapshot))
    from bet_selections l where l.bet_id = b.id))`;

/** A timestamp column as epoch milliseconds (truncated, as the driver's Date has it), null kept. */
function epochMs(column: SQL): SQL {
  return sql`floor(extract(epoch from ${column}) * 1000)::float8`;
}

/** The rows toBetDto takes, from one bet as settlement reads it. */
function betOfTuple(tuple: BetTuple): { bet: BetRow; selections: BetSelectionRow[] } {
  const [id, ref, userId, accountId, requestId, type, status, result, currency, stake, odds, potentialWin, winAmount, systemWinCount,
    systemTotalCount, bonus, isVip, quick, deviceId, acceptAt, createdAt, settledAt, legs] = tuple;
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  return {
    bet: { id, ref, userId, accountId, requestId, type, status, result, currency, stake, odds, potentialWin, winAmount, systemWinCount, systemTotalCount, bonus, isVip, quick, deviceId, acceptAt: date(acceptAt), createdAt: new Date(createdAt), settledAt: date(settledAt) },
    selections: (legs ?? []).map(([legId, position, matchId, marketTypeId, specifier, outcomeKey, legOdds, legStatus, snapshot]) => ({ id: legId, betId: id, position, matchId, marketTypeId, specifier, outcomeKey, odds: legOdds, status: legStatus, snapshot })),
  };
}

function ledgerKind(result: SettledBetResult): 'bet_win' | 'bet_refund' {
  return result === 'refund_entire' || result === 'canceled' ? 'bet_refund' : 'bet_win';
}

/** A list of ids as one JSON parameter (no bind-parameter limit). */
export function jsonIds(ids: readonly number[]): SQL {
  return sql`select (value)::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)`;
}

function chunks<T>(rows: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/**
 * Bet rows and their selections for these ids, for toBetDto: one JSON array per bet (bet columns,
 * then its legs), in chunks read side by side (pool connections).
 */
export async function loadBetRows(db: Database | Transaction, ids: readonly number[]): Promise<{ bet: BetRow; selections: BetSelectionRow[] }[]> {
  const read = await Promise.all(chunks([...ids], 25_000).map(async (chunk) => rowsOf<{ bet: BetTuple }>(await db.execute(sql`select ${betJson} as bet from bets b where b.id = any(${idArray(chunk)})`))));
  return read.flat().map(({ bet }) => betOfTuple(bet));
}
