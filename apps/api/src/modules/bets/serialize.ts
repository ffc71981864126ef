import type { BetDto, BetResult, BetSelectionDto, BetStatus, SelectionStatus } from '@sportsbook/contracts';
import { thousandthsToOdds, type BetType } from '@sportsbook/domain';
import type { bets, betSelections } from '../../db/schema';
import { currencyOf } from '../wallet/currencies';

/** A `bets` row as Drizzle selects it. */
export type BetRow = typeof bets.$inferSelect;
/** A `bet_selections` row as Drizzle selects it. */
export type BetSelectionRow = typeof betSelections.$inferSelect;

/**
 * The wire shape of a bet (contracts `BetDto`, spec core §3 "Bet (server)") from its row and its
 * selection rows — the one serializer of bets, shared by placement, GET /v3/bets, settlement,
 * cashout and share codes, so every `bet_changed` publication carries the same shape as the list.
 *
 * - ids become strings; odds (thousandths) become decimal numbers (2150 → 2.15);
 * - stake is `{value, currency, subunits}` in minor units, subunits from modules/wallet/currencies.ts;
 * - `system` is `{id, win_count, total_count}` for system bets (id `"<win>/<total>"`), else null;
 * - `to_cashout` is the current cashout offer in minor units when the caller passes one, else null;
 * - selections are ordered by `position`, whatever order they are passed in; names come from the
 *   snapshot taken at placement (the catalogue may have dropped the match since).
 */
export function toBetDto(bet: BetRow, selections: readonly BetSelectionRow[], toCashout: number | null = null): BetDto {
  const system = bet.systemWinCount !== null && bet.systemTotalCount !== null
    ? { id: `${bet.systemWinCount}/${bet.systemTotalCount}`, win_count: bet.systemWinCount, total_count: bet.systemTotalCount }
    : null;
  return {
    id: String(bet.id),
    type: bet.type as BetType,
    ref: bet.ref,
    status: bet.status as BetStatus,
    stake: { value: bet.stake, currency: bet.currency, subunits: currencyOf(bet.currency)?.subunits ?? 100 },
    win_amount: bet.winAmount,
    odds: thousandthsToOdds(bet.odds),
    selections: [...selections].sort((a, b) => a.position - b.position).map(toBetSelectionDto),
    created_at: bet.createdAt.toISOString(),
    result: bet.result as BetResult,
    to_cashout: toCashout,
    bonus: bet.bonus ? { id: bet.bonus.id, type: bet.bonus.type, odds: bet.bonus.odds } : null,
    system,
    used_in_jackpot: false,
    is_vip: bet.isVip,
    potential_win_amount: bet.potentialWin,
  };
}

/** One selection of a bet on the wire: market id is the market TYPE id, outcome id the outcome KEY. */
export function toBetSelectionDto(row: BetSelectionRow): BetSelectionDto {
  const snapshot = row.snapshot;
  return {
    id: String(row.id),
    status: row.status as SelectionStatus,
    odds: thousandthsToOdds(row.odds),
    specifier: row.specifier,
    market: { id: row.marketTypeId, name: snapshot.marketName },
    outcome: { id: row.outcomeKey, name: snapshot.outcomeName },
    match: {
      id: row.matchId,
      slug: snapshot.matchSlug,
      sport_key: snapshot.sportKey,
      home: snapshot.home,
      away: snapshot.away,
      tournament_name: snapshot.tournamentName,
      start_time: snapshot.startTime,
      type: snapshot.matchType,
      provider: snapshot.provider,
    },
  };
}
