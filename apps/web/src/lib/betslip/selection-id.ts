/**
 * The id of a slip selection: the wire identity of an outcome (match id, market TYPE id,
 * specifier, outcome KEY), which survives live re-pricing (outcome rows are re-created, keys
 * are not). Light on purpose: odds buttons on first-load pages import it.
 */
export interface OutcomeIdentity {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

export function selectionIdOf({ matchId, marketId, specifier, outcomeId }: OutcomeIdentity): string {
  return `${matchId}:${marketId}:${specifier}:${outcomeId}`;
}
