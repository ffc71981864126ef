/**
 * A refused placement's selections put on the slip (spec core §8 "Bet placement codes" and the
 * wrong-odds flag; §4 "Selection state on market update"). The server names the selections at
 * fault by bet and selection index of the request, as the book has them now: `changed` with the
 * current odds, `suspended`, or `not_available` (inactive provider). They are applied as the feed
 * would have: a new price or a suspension as a market update of that one outcome under the
 * player's acceptance mode (`applyMarketToSelection`), an inactive provider as the
 * provider-status push marks it. So a missed price push still leads to the accept-changes step
 * instead of resending the stale price.
 *
 * Choices where the spec is silent:
 * - Only the named selection is touched (not the other outcomes of its market on the slip).
 * - A `changed` entry without odds changes nothing; an index outside the request is ignored.
 */
import { MARKET_STATUS } from '../catalogue/statuses';
import { applyMarketToSelection, withUpdatedSelections, type MarketUpdate } from './market-update';
import type { OddsAcceptMode, SlipBet, SlipSelection } from './slip-types';

export const REFUSED_SELECTION_STATES = ['changed', 'suspended', 'not_available'] as const;
export type RefusedSelectionState = (typeof REFUSED_SELECTION_STATES)[number];

/** One selection of a refusal (contracts placementErrorDetails.selections, in camelCase). */
export interface RefusedSelection {
  /** Index of the bet in the request (the processing bets). */
  betIndex: number;
  /** Index of the selection in that bet. */
  selectionIndex: number;
  state: RefusedSelectionState;
  /** The current odds of a `changed` selection (decimal), else null. */
  odds: number | null;
}

/** One selection after the server's word on it; the same object when nothing changes. */
export function applyRefusedSelection(selection: SlipSelection, refused: Pick<RefusedSelection, 'state' | 'odds'>, mode: OddsAcceptMode): SlipSelection {
  if (refused.state === 'not_available') return selection.isNotAvailable ? selection : { ...selection, isNotAvailable: true };
  const market: Omit<MarketUpdate, 'status' | 'outcomes'> = { matchId: selection.matchId, marketId: selection.marketId, specifier: selection.specifier };
  if (refused.state === 'suspended') return applyMarketToSelection(selection, { ...market, status: MARKET_STATUS.suspended, outcomes: [] }, mode);
  if (refused.odds === null) return selection;
  return applyMarketToSelection(selection, { ...market, status: MARKET_STATUS.allowed, outcomes: [{ outcomeId: selection.outcomeId, active: true, odds: refused.odds }] }, mode);
}

/**
 * The slip's bets with a refusal's selections applied. `sent` are the bets of the request (the
 * processing bets, which the indexes refer to); their selections are found on the slip by id.
 * Returns `bets` itself when nothing changes.
 */
export function applyRefusedSelections(bets: SlipBet[], sent: readonly SlipBet[], refused: readonly RefusedSelection[], mode: OddsAcceptMode): SlipBet[] {
  const byId = new Map<string, RefusedSelection>();
  for (const entry of refused) {
    const id = sent[entry.betIndex]?.selections[entry.selectionIndex]?.id;
    if (id !== undefined) byId.set(id, entry);
  }
  if (byId.size === 0) return bets;
  const updated = bets.map((bet) => withUpdatedSelections(bet, bet.selections.map((selection) => {
    const entry = byId.get(selection.id);
    return entry === undefined ? selection : applyRefusedSelection(selection, entry, mode);
  })));
  return updated.every((bet, index) => bet === bets[index]) ? bets : updated;
}
