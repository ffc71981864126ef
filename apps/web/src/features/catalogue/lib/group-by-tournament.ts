import type { Match } from '@sportsbook/contracts/models';

export interface TournamentGroup {
  tournament: Match['tournament'];
  sport: Match['sport'];
  matches: Match[];
}

/** Groups a listing by league, keeping the order in which the API returned the matches. */
export function groupByTournament(matches: readonly Match[]): TournamentGroup[] {
  const groups = new Map<number, TournamentGroup>();
  for (const match of matches) {
    const group = groups.get(match.tournament.id);
    if (group) group.matches.push(match);
    else groups.set(match.tournament.id, { tournament: match.tournament, sport: match.sport, matches: [match] });
  }
  return [...groups.values()];
}

/**
 * The outcome names of the main market when every match of a group that has one shows the same
 * names (1 · X · 2, say) and at most three of them: a column header for the odds, else null.
 */
export function sharedOutcomeNames(matches: readonly Match[]): string[] | null {
  let shared: string[] | null = null;
  for (const match of matches) {
    const outcomes = match.mainMarket?.outcomes;
    if (!outcomes || outcomes.length === 0) continue;
    const names = outcomes.map((outcome) => outcome.name);
    if (shared === null) shared = names;
    else if (shared.length !== names.length || shared.some((name, index) => name !== names[index])) return null;
  }
  return shared && shared.length <= 3 && new Set(shared).size === shared.length ? shared : null;
}
