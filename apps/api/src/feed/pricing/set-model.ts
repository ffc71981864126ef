/**
 * Exact probabilities for set-based sports (tennis games, volleyball and table-tennis points,
 * esports rounds or maps) from the probability p that home wins one point of a set.
 */
export interface SetRules {
  pointsToWin: number;
  /** The deciding set of volleyball is played to 15. */
  decidingPointsToWin: number;
  winByTwo: boolean;
  /** Tennis: at this many games all, one tie-break (priced as a single point) decides. */
  tiebreakAt: number | null;
}

export interface SetsState {
  sets: { home: number; away: number };
  points: { home: number; away: number };
}

/** Probability that home wins the set from points (a, b). */
export function setWinProbability(p: number, a: number, b: number, target: number, rules: SetRules): number {
  const memo = new Map<string, number>();
  const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
  const win = (x: number, y: number): number => {
    if (x >= target && (!rules.winByTwo || x - y >= 2)) return 1;
    if (y >= target && (!rules.winByTwo || y - x >= 2)) return 0;
    if (rules.tiebreakAt !== null && x === rules.tiebreakAt && y === rules.tiebreakAt) return p;
    if (rules.winByTwo && x >= target - 1 && y >= target - 1) {
      if (x === y) return deuce;
      return x > y ? p + (1 - p) * deuce : p * deuce;
    }
    const key = `${x}:${y}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * win(x + 1, y) + (1 - p) * win(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return win(a, b);
}

/** Distribution of final set scores of a tennis set (bounded at 7:6) from games (a, b). */
export function tennisSetScores(p: number, a: number, b: number, rules: SetRules): Map<string, number> {
  const result = new Map<string, number>();
  const walk = (x: number, y: number, probability: number): void => {
    const target = rules.pointsToWin;
    const done = (x >= target && x - y >= 2) || (y >= target && y - x >= 2) || x === target + 1 || y === target + 1;
    if (done || probability < 1e-9) {
      if (done) result.set(`${x}:${y}`, (result.get(`${x}:${y}`) ?? 0) + probability);
      return;
    }
    walk(x + 1, y, probability * p);
    walk(x, y + 1, probability * (1 - p));
  };
  walk(a, b, 1);
  return result;
}

/** Final score in sets, "h:a" → probability, for a best-of-N match. */
export function finalSetScores(p: number, state: SetsState, bestOf: number, rules: SetRules): Map<string, number> {
  const needed = Math.ceil(bestOf / 2);
  const result = new Map<string, number>();
  const add = (key: string, probability: number) => result.set(key, (result.get(key) ?? 0) + probability);
  const walk = (home: number, away: number, first: boolean, probability: number): void => {
    if (home === needed || away === needed) {
      add(`${home}:${away}`, probability);
      return;
    }
    const deciding = home + away === bestOf - 1;
    const target = deciding ? rules.decidingPointsToWin : rules.pointsToWin;
    const from = first ? state.points : { home: 0, away: 0 };
    const q = setWinProbability(p, from.home, from.away, target, rules);
    walk(home + 1, away, false, probability * q);
    walk(home, away + 1, false, probability * (1 - q));
  };
  walk(state.sets.home, state.sets.away, true, 1);
  return result;
}

/** Distribution of the total games of a tennis match still to be completed. */
export function tennisTotalGames(p: number, state: SetsState, bestOf: number, rules: SetRules, gamesSoFar: number): Map<number, number> {
  const needed = Math.ceil(bestOf / 2);
  const result = new Map<number, number>();
  const fresh = tennisSetScores(p, 0, 0, rules);
  const walk = (home: number, away: number, games: number, first: boolean, probability: number): void => {
    if (home === needed || away === needed) {
      result.set(games, (result.get(games) ?? 0) + probability);
      return;
    }
    const scores = first ? tennisSetScores(p, state.points.home, state.points.away, rules) : fresh;
    const alreadyCounted = first ? state.points.home + state.points.away : 0;
    for (const [score, q] of scores) {
      const [x, y] = score.split(':').map(Number) as [number, number];
      walk(x > y ? home + 1 : home, x > y ? away : away + 1, games + x + y - alreadyCounted, false, probability * q);
    }
  };
  walk(state.sets.home, state.sets.away, gamesSoFar, true, 1);
  return result;
}
