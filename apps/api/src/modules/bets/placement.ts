/**
 * Server-side re-validation of a placement with the SAME domain functions the slip uses (issue 6):
 * the request becomes slip bets, the current book is applied to them as a market update under the
 * player's acceptance mode, provider statuses as the slip applies them, then bet-type rules,
 * selection restrictions and bet limits in the spec's order. Pure: no I/O.
 */
import { PLACEMENT_ERRORS, type PlaceBetBody, type PlacementErrorDetails, type PlacementErrorName } from '@sportsbook/contracts';
import {
  applyMarketToSelection,
  applyProviderStatuses,
  BET_TYPE,
  checkBetLimits,
  createSingleBet,
  createTicket,
  isCustomBetValid,
  isLiveStatus,
  isMultiSingleAvailable,
  isQuickBetRefusedForPayout,
  MARKET_STATUS,
  MATCH_STATUS,
  oddsToThousandths,
  selectBetTotalOdds,
  selectionRestriction,
  selectPotentialWin,
  systemStakeSplit,
  systemTypesFor,
  thousandthsToOdds,
  toLimitedBet,
  type BetLimits,
  type MarketUpdate,
  type MultiSingleAvailability,
  type OddsAcceptMode,
  type Provider,
  type SlipBet,
  type SlipSelection,
} from '@sportsbook/domain';
import { selectionKeyOf, type BookOutcome } from './placement-context';

export interface PlacementContext {
  book: ReadonlyMap<string, BookOutcome>;
  mode: OddsAcceptMode;
  activeByProvider: Readonly<Partial<Record<Provider, boolean>>>;
  multiSingle: MultiSingleAvailability;
  limits: BetLimits;
  quick: boolean;
  /** Custom bet prices from the bet builder, thousandths per bet index (absent: not priced). */
  customPrices?: ReadonlyMap<number, number>;
}

export type SelectionState = NonNullable<PlacementErrorDetails['selections']>[number];

/** A refusal: the error name, one message per bet sent (null where the bet is fine), the selections at fault. */
export interface PlacementRefusal {
  name: PlacementErrorName;
  betMessages: (string | null)[];
  selections: SelectionState[];
  /** Extra reason (restriction kind, limit reason …) for the English message. */
  reason?: string;
}

/** A bet as it will be stored: slip bet with the book's prices, total odds and potential win. */
export interface EvaluatedBet {
  slip: SlipBet;
  oddsThousandths: number;
  potentialWin: number;
  book: BookOutcome[];
  live: boolean;
}

export type Evaluation = { ok: true; bets: EvaluatedBet[] } | { ok: false; refusal: PlacementRefusal };

const refusal = (name: PlacementErrorName, count: number, at: readonly number[], selections: SelectionState[] = [], reason?: string, key?: string): PlacementRefusal => {
  const message = key ?? PLACEMENT_ERRORS[name].messageKey;
  return { name, betMessages: Array.from({ length: count }, (_, index) => (at.includes(index) ? message : null)), selections, ...(reason === undefined ? {} : { reason }) };
};

/** The bet-type rules that need no book: counts per type, system types, one type per slip. */
export function betTypeProblem(metaType: string, bets: readonly PlaceBetBody[]): number | null {
  const multiSingle = bets.length > 1;
  for (const [index, bet] of bets.entries()) {
    const count = bet.selections.length;
    if (bet.type !== metaType) return index;
    if (multiSingle && bet.type !== BET_TYPE.single) return index;
    if (bet.type === BET_TYPE.single && count !== 1) return index;
    if (bet.type === BET_TYPE.combo && count < 2) return index;
    if (bet.type === BET_TYPE.customBet && count < 2) return index;
    if (bet.type === BET_TYPE.system) {
      const system = bet.system;
      if (!system || system.total_count !== count || !systemTypesFor(count).some((type) => type.winCount === system.win_count)) return index;
    } else if (bet.system) return index;
    const keys = bet.selections.map((selection) => selectionKeyOf({ matchId: selection.match_id, marketTypeId: selection.market_id, specifier: selection.specifier, outcomeKey: selection.outcome_id }));
    if (new Set(keys).size < keys.length) return index;
  }
  return null;
}

/**
 * A system bet whose total stake is not a whole number of lines (domain systemStakeSplit): its
 * index and the English message naming the lines count. Runs after betTypeProblem (a valid system type).
 */
export function systemStakeProblem(bets: readonly PlaceBetBody[]): { index: number; message: string } | null {
  for (const [index, bet] of bets.entries()) {
    if (bet.type !== BET_TYPE.system || !bet.system) continue;
    const split = systemStakeSplit(bet.stake.value, { totalCount: bet.system.total_count, winCount: bet.system.win_count });
    if (split.whole) continue;
    const system = `${bet.system.win_count}/${bet.system.total_count}`;
    return { index, message: `The stake ${bet.stake.value} (minor units) of this ${system} system does not split into its ${split.lines} lines: send a multiple of ${split.lines} (stake per line × ${split.lines}), such as ${split.perLine * split.lines} or ${(split.perLine + 1) * split.lines}.` };
  }
  return null;
}

function slipSelection(id: string, sent: PlaceBetBody['selections'][number], book: BookOutcome | undefined, fallbackProvider: Provider): SlipSelection {
  return {
    id,
    type: book?.matchType ?? 'match',
    matchId: sent.match_id,
    matchUrnId: book?.matchUrnId ?? '',
    matchSlug: book?.matchSlug ?? '',
    marketId: sent.market_id,
    marketName: book?.marketName ?? '',
    specifier: sent.specifier,
    outcomeId: sent.outcome_id,
    outcomeName: book?.outcomeName ?? '',
    odds: sent.odds,
    acceptedOdds: sent.odds,
    initialOdds: sent.odds,
    active: book?.active ?? false,
    provider: book?.provider ?? fallbackProvider,
    sportKey: book?.sportKey ?? '',
    nameA: book?.home ?? '',
    nameB: book?.away ?? '',
    categoryName: '',
    matchStatus: book?.matchStatus ?? MATCH_STATUS.closed,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  };
}

/** The book's line as the slip's market update (a missing line is a market not allowed). */
function marketUpdateOf(sent: PlaceBetBody['selections'][number], book: BookOutcome | undefined): MarketUpdate {
  const playable = book !== undefined && (book.matchStatus === MATCH_STATUS.prematch || isLiveStatus(book.matchStatus));
  return {
    matchId: sent.match_id,
    marketId: sent.market_id,
    specifier: sent.specifier,
    status: book && playable ? book.marketStatus : MARKET_STATUS.notAllowed,
    outcomes: book ? [{ outcomeId: book.outcomeKey, active: book.active, odds: thousandthsToOdds(book.odds) }] : [],
  };
}

/**
 * Re-validates the bets against the current book, in this order: not available (inactive provider)
 * → suspended (market not allowed, outcome missing or inactive, match neither prematch nor live) →
 * selection restrictions and multi-singles → odds moved beyond the acceptance mode (INVALID_ODDS) →
 * custom price moved (INVALID_ODDS_CUSTOM_BET) → bet limits in the spec's order → quick-bet payout.
 * Accepted bets carry the book's current prices.
 */
export function evaluatePlacement(bets: readonly PlaceBetBody[], context: PlacementContext): Evaluation {
  const count = bets.length;
  const fallbackProvider: Provider = [...context.book.values()][0]?.provider ?? 'betradar';
  const books = bets.map((bet) => bet.selections.map((sent) => context.book.get(selectionKeyOf({ matchId: sent.match_id, marketTypeId: sent.market_id, specifier: sent.specifier, outcomeKey: sent.outcome_id }))));
  const slipBets = bets.map((bet, betIndex) => ({
    ...createSingleBet(slipSelection(`${betIndex}:0`, bet.selections[0] ?? { match_id: 0, market_id: 0, specifier: '', outcome_id: '', odds: 1 }, books[betIndex]?.[0], fallbackProvider), { currency: bet.stake.currency, subunits: 1 }),
    betType: bet.type,
    stake: bet.stake.value,
    systemType: bet.system ? { winCount: bet.system.win_count, totalCount: bet.system.total_count } : null,
    customOdds: bet.custom_odds ?? null,
    selections: bet.selections.map((sent, index) => slipSelection(`${betIndex}:${index}`, sent, books[betIndex]?.[index], fallbackProvider)),
  }));

  // Provider statuses, exactly as the slip applies a provider_status_changed push.
  const withProviders = applyProviderStatuses(createTicket({ bets: slipBets }), context.activeByProvider).bets;
  // The book as a market update per selection, under the player's acceptance mode.
  const updated = withProviders.map((bet, betIndex) => ({
    ...bet,
    selections: bet.selections.map((selection, index) => {
      const sent = bets[betIndex]?.selections[index];
      return sent ? applyMarketToSelection(selection, marketUpdateOf(sent, books[betIndex]?.[index]), context.mode) : selection;
    }),
  }));

  const states = (predicate: (selection: SlipSelection) => boolean, state: SelectionState['state']): { at: number[]; selections: SelectionState[] } => {
    const selections: SelectionState[] = [];
    updated.forEach((bet, betIndex) => bet.selections.forEach((selection, index) => {
      // A custom bet is priced as a whole by the bet builder (INVALID_ODDS_CUSTOM_BET below), not by its legs' prices.
      if (state === 'changed' && bet.betType === BET_TYPE.customBet) return;
      if (predicate(selection)) selections.push({ bet_index: betIndex, selection_index: index, state, odds: state === 'changed' ? selection.odds : null });
    }));
    return { at: [...new Set(selections.map((selection) => selection.bet_index))], selections };
  };

  const notAvailable = states((selection) => selection.isNotAvailable, 'not_available');
  if (notAvailable.at.length > 0) return { ok: false, refusal: refusal('SELECTION_NOT_AVAILABLE', count, notAvailable.at, notAvailable.selections) };
  const suspended = states((selection) => selection.isSuspended, 'suspended');
  if (suspended.at.length > 0) return { ok: false, refusal: refusal('SELECTION_SUSPENDED', count, suspended.at, suspended.selections) };

  for (const [index, bet] of updated.entries()) {
    if (bet.betType === BET_TYPE.customBet) {
      if (!isCustomBetValid(bet) || new Set(bet.selections.map((selection) => selection.matchId)).size !== 1) return { ok: false, refusal: refusal('SELECTION_RESTRICTED', count, [index], [], 'custom_bet_same_match') };
      if (new Set(bet.selections.map((selection) => selection.provider)).size > 1) return { ok: false, refusal: refusal('SELECTION_RESTRICTED', count, [index], [], 'multiple_providers') };
      continue;
    }
    const restriction = selectionRestriction(bet);
    if (restriction !== null) return { ok: false, refusal: refusal('SELECTION_RESTRICTED', count, [index], [], restriction) };
  }
  if (updated.length > 1 && !isMultiSingleAvailable(updated.flatMap((bet) => bet.selections.map((selection) => selection.provider)), context.multiSingle)) {
    return { ok: false, refusal: refusal('SELECTION_RESTRICTED', count, updated.map((_, index) => index), [], 'multi_single_unavailable') };
  }

  const changed = states((selection) => selection.isChanged, 'changed');
  if (changed.at.length > 0) return { ok: false, refusal: refusal('INVALID_ODDS', count, changed.at, changed.selections) };

  // Accepted: every selection takes the book's price (equal, or moved within the acceptance mode).
  const priced = updated.map((bet, betIndex) => {
    const selections = bet.selections.map((selection) => ({ ...selection, acceptedOdds: selection.odds }));
    const custom = context.customPrices?.get(betIndex);
    return { ...bet, selections, customOdds: bet.betType === BET_TYPE.customBet && custom !== undefined ? thousandthsToOdds(custom) : bet.customOdds };
  });
  for (const [index, bet] of priced.entries()) {
    if (bet.betType !== BET_TYPE.customBet) continue;
    const sent = bets[index]?.custom_odds;
    const now = context.customPrices?.get(index);
    if (sent === undefined || sent === null || now === undefined || customPriceMoved(oddsToThousandths(sent), now, context.mode)) {
      return { ok: false, refusal: refusal('INVALID_ODDS_CUSTOM_BET', count, [index], [], now === undefined ? undefined : `current odds ${thousandthsToOdds(now)}`) };
    }
  }

  // Bet limits in the spec's order, multi-singles each on their own (as betSetProblem does).
  const multiSingle = priced.length > 1 && priced.every((bet) => bet.betType === BET_TYPE.single);
  const groups = multiSingle ? priced.map((bet, index) => ({ bets: [bet], at: [index] })) : [{ bets: priced, at: priced.map((_, index) => index) }];
  for (const group of groups) {
    const violation = checkBetLimits(group.bets.map((bet) => toLimitedBet(bet)), context.limits);
    if (violation !== null && violation.action === 'reject') {
      return { ok: false, refusal: refusal(violation.reason, count, group.at, [], violation.reason, violation.messageKeys[0]) };
    }
  }

  const evaluated = priced.map((bet, index) => ({
    slip: bet,
    oddsThousandths: selectBetTotalOdds(bet),
    // A system bet's profit is capped by its currency's maximum-win constant (domain SYSTEM_MAX_PROFIT).
    potentialWin: selectPotentialWin(bet),
    book: (books[index] ?? []).filter((entry): entry is BookOutcome => entry !== undefined),
    live: bet.selections.some((selection) => isLiveStatus(selection.matchStatus)),
  }));
  if (context.quick) {
    const refused = evaluated.flatMap((bet, index) => (isQuickBetRefusedForPayout(bet.slip.stake, bet.potentialWin) ? [index] : []));
    if (refused.length > 0) return { ok: false, refusal: refusal('QUICK_BET_PAYOUT', count, refused) };
  }
  return { ok: true, bets: evaluated };
}

/** A custom bet's price moved beyond the mode: NONE any move, HIGHER a lower price, ANY never. */
export function customPriceMoved(sent: number, current: number, mode: OddsAcceptMode): boolean {
  if (mode === 'ANY') return false;
  if (mode === 'HIGHER') return current < sent;
  return current !== sent;
}
