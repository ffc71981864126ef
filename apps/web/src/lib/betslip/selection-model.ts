import { homeAndAway, type Market, type Match, type Outcome } from '@sportsbook/contracts/models';
import type { SlipSelection } from '@sportsbook/domain';
import { selectionIdOf } from './selection-id';

/** What an odds button knows of its outcome: the catalogue models it renders from. */
export interface OutcomeRef {
  match: Pick<Match, 'matchId' | 'urnId' | 'slug' | 'type' | 'name' | 'status' | 'provider' | 'competitors'> & {
    sport: Pick<Match['sport'], 'key'>;
    tournament: Pick<Match['tournament'], 'name'> & { category: Pick<Match['tournament']['category'], 'name'> };
  };
  market: Pick<Market, 'marketId' | 'name' | 'specifier' | 'status' | 'marketGroups'>;
  outcome: Outcome;
}

/**
 * Whether two versions of a match give the same selections: equal in every field toSlipSelection
 * reads (a new score, clock or statistics do not change a selection).
 */
export function sameSelectionMatch(a: OutcomeRef['match'], b: OutcomeRef['match']): boolean {
  return a === b || (
    a.matchId === b.matchId && a.urnId === b.urnId && a.slug === b.slug && a.type === b.type && a.name === b.name
    && a.status === b.status && a.provider === b.provider && a.sport.key === b.sport.key
    && sameSides(homeAndAway(a), homeAndAway(b))
    && a.tournament.name === b.tournament.name && a.tournament.category.name === b.tournament.category.name
  );
}

function sameSides(a: ReturnType<typeof homeAndAway>, b: ReturnType<typeof homeAndAway>): boolean {
  return a?.home.name === b?.home.name && a?.away.name === b?.away.name;
}

/**
 * The match half of a slip selection: every field a selection takes from its match. The bet
 * builder starts from it, so it can open from a slip selection (any page) or a catalogue match.
 */
export type SelectionMatch = Pick<SlipSelection, 'type' | 'matchId' | 'matchUrnId' | 'matchSlug' | 'provider' | 'sportKey' | 'nameA' | 'nameB' | 'categoryName' | 'matchStatus'>;

/**
 * The match half from the catalogue match. The category name shown is "category · tournament"
 * (not shown in the spec which one: both help).
 */
export function selectionMatchOf(match: OutcomeRef['match']): SelectionMatch {
  const sides = homeAndAway(match);
  return {
    type: match.type,
    matchId: match.matchId,
    matchUrnId: match.urnId,
    matchSlug: match.slug,
    provider: match.provider,
    sportKey: match.sport.key,
    nameA: sides?.home.name ?? match.name,
    nameB: sides?.away.name ?? '',
    categoryName: [match.tournament.category.name, match.tournament.name].filter(Boolean).join(' · '),
    matchStatus: match.status,
  };
}

/** The match half of a selection already built. */
export function selectionMatchOfSelection(selection: SelectionMatch): SelectionMatch {
  const { type, matchId, matchUrnId, matchSlug, provider, sportKey, nameA, nameB, categoryName, matchStatus } = selection;
  return { type, matchId, matchUrnId, matchSlug, provider, sportKey, nameA, nameB, categoryName, matchStatus };
}

/** A slip selection (spec core §3 "Selection (slip)") of an outcome of a market of `match`. */
export function toSlipSelectionOn(match: SelectionMatch, market: OutcomeRef['market'], outcome: Outcome): SlipSelection {
  const id = selectionIdOf({ matchId: match.matchId, marketId: market.marketId, specifier: market.specifier, outcomeId: outcome.outcomeId });
  const suspended = market.status !== 1 || !outcome.active;
  return {
    ...selectionMatchOfSelection(match),
    id,
    marketId: market.marketId,
    marketName: market.name,
    ...(market.marketGroups[0] ? { marketGroup: market.marketGroups[0] } : {}),
    specifier: market.specifier,
    outcomeId: outcome.outcomeId,
    outcomeName: outcome.name,
    odds: outcome.odds,
    acceptedOdds: outcome.odds,
    initialOdds: outcome.odds,
    active: outcome.active,
    isSuspended: suspended,
    isChanged: false,
    isNotAvailable: false,
  };
}

/** A slip selection (spec core §3 "Selection (slip)") built from the catalogue models. */
export function toSlipSelection({ match, market, outcome }: OutcomeRef): SlipSelection {
  return toSlipSelectionOn(selectionMatchOf(match), market, outcome);
}
