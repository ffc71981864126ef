import { ladderPriceAtOrBelow } from '@sportsbook/domain';
import type { GoalModelInput } from './goal-markets';
export { CUSTOM_BET_GROUP_BY_TYPE, customBetGroupsFor } from './custom-bet-groups';
import { LIVE_MARGIN, PREMATCH_MARGIN } from './margin';
import { goalMatrix } from './poisson';

/**
 * Bet builder pricing for goal sports (football, ice hockey): the joint probability of several
 * outcomes of ONE match, summed exactly over the final-score distribution of the same Poisson
 * model the simulator prices its markets from (goal-markets.ts), so correlated legs (home win and
 * over 2.5, home win and both teams to score "no") are priced together rather than multiplied.
 *
 * A "world" is one final score (regulation time), optionally split into the goals still to come
 * in the first half (for half-time legs), with the chance that the next goal is the home team's.
 * Given the remaining goal counts of two Poisson processes, the order of the goals is a uniform
 * interleaving, so "next goal home" is h / (h + a) of the goals still to come (first half first).
 */

export interface BuilderLeg {
  typeId: number;
  specifier: string;
  outcomeKey: string;
}

export interface World {
  /** Final score in regulation time. */
  home: number;
  away: number;
  /** First-half (first-period) score, when the first half is still being played. */
  half: { home: number; away: number } | null;
  /** Probability that the next goal is the home team's, given this world (null: no goal to come). */
  nextHome: number | null;
  probability: number;
}

/** How one leg pays in a world: 1 win, 0 lose, or a fraction when it depends on goal order. */
export type LegValue = (world: World) => number;

export type LegProblem = 'not_in_builder' | 'unknown_outcome';

const indicator = (condition: (world: World) => boolean): LegValue => (world) => (condition(world) ? 1 : 0);

function numberParameter(specifier: string, name: string): number | null {
  const match = new RegExp(`(?:^|\\|)${name}=([+-]?\\d+(?:\\.\\d+)?)(?:$|\\|)`).exec(specifier);
  if (!match?.[1]) return null;
  return Number(match[1]);
}

const isHalfLine = (line: number) => Math.abs(Math.abs(line % 1) - 0.5) < 1e-9;

/**
 * The payout function of one leg in the given model, or why it cannot be combined. Only half
 * lines are combinable (a whole line can refund, which has no single builder price).
 */
export function legValue(leg: BuilderLeg, model: GoalModelInput): LegValue | LegProblem {
  const key = leg.outcomeKey;
  switch (leg.typeId) {
    case 1:
      if (key === 'home') return indicator((w) => w.home > w.away);
      if (key === 'draw') return indicator((w) => w.home === w.away);
      if (key === 'away') return indicator((w) => w.home < w.away);
      return 'unknown_outcome';
    case 10:
      if (key === 'home_draw') return indicator((w) => w.home >= w.away);
      if (key === 'home_away') return indicator((w) => w.home !== w.away);
      if (key === 'draw_away') return indicator((w) => w.home <= w.away);
      return 'unknown_outcome';
    case 18: {
      const line = numberParameter(leg.specifier, 'total');
      if (line === null || !isHalfLine(line)) return 'not_in_builder';
      if (key === 'over') return indicator((w) => w.home + w.away > line);
      if (key === 'under') return indicator((w) => w.home + w.away < line);
      return 'unknown_outcome';
    }
    case 16: {
      const line = numberParameter(leg.specifier, 'hcp');
      if (line === null || !isHalfLine(line)) return 'not_in_builder';
      if (key === 'home') return indicator((w) => w.home - w.away + line > 0);
      if (key === 'away') return indicator((w) => w.home - w.away + line < 0);
      return 'unknown_outcome';
    }
    case 29:
      if (key === 'yes') return indicator((w) => w.home > 0 && w.away > 0);
      if (key === 'no') return indicator((w) => w.home === 0 || w.away === 0);
      return 'unknown_outcome';
    case 41: {
      // The grid lists final scores up to three goals per team above the current score; "other" is the rest.
      const { score } = model;
      if (key === 'other') return indicator((w) => w.home - score.home > 3 || w.away - score.away > 3);
      const parsed = /^(\d+):(\d+)$/.exec(key);
      if (!parsed) return 'unknown_outcome';
      const home = Number(parsed[1]);
      const away = Number(parsed[2]);
      if (home < score.home || away < score.away || home - score.home > 3 || away - score.away > 3) return 'unknown_outcome';
      return indicator((w) => w.home === home && w.away === away);
    }
    case 60:
      if (!model.firstHalf) return 'not_in_builder';
      if (key === 'home') return indicator((w) => w.half !== null && w.half.home > w.half.away);
      if (key === 'draw') return indicator((w) => w.half !== null && w.half.home === w.half.away);
      if (key === 'away') return indicator((w) => w.half !== null && w.half.home < w.half.away);
      return 'unknown_outcome';
    case 8: {
      if (numberParameter(leg.specifier, 'goalnr') !== model.nextGoalNumber) return 'not_in_builder';
      if (key === 'home') return (w) => w.nextHome ?? 0;
      if (key === 'away') return (w) => (w.nextHome === null ? 0 : 1 - w.nextHome);
      if (key === 'none') return (w) => (w.nextHome === null ? 1 : 0);
      return 'unknown_outcome';
    }
    default:
      return 'not_in_builder';
  }
}

function binomial(n: number, p: number): number[] {
  const result: number[] = [];
  let coefficient = 1;
  for (let k = 0; k <= n; k += 1) {
    result.push(coefficient * p ** k * (1 - p) ** (n - k));
    coefficient = (coefficient * (n - k)) / (k + 1);
  }
  return result;
}

/**
 * Every world of the model with its probability. The final-score part is the very matrix the
 * markets use (goalMatrix, ten goals per team); with `splitHalf`, each team's remaining goals are
 * split binomially between the rest of the first half and after it (Poisson thinning: exact).
 */
export function worlds(model: GoalModelInput, splitHalf: boolean): World[] {
  const matrix = goalMatrix(model.remaining.home, model.remaining.away);
  const result: World[] = [];
  const half = splitHalf ? model.firstHalf : null;
  const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);
  const homeShare = half ? share(half.remaining.home, model.remaining.home) : 0;
  const awayShare = half ? share(half.remaining.away, model.remaining.away) : 0;
  matrix.forEach((row, extraHome) => row.forEach((probability, extraAway) => {
    const home = model.score.home + extraHome;
    const away = model.score.away + extraAway;
    const goals = extraHome + extraAway;
    if (!half) {
      result.push({ home, away, half: null, nextHome: goals > 0 ? extraHome / goals : null, probability });
      return;
    }
    const splitHome = binomial(extraHome, homeShare);
    const splitAway = binomial(extraAway, awayShare);
    splitHome.forEach((pHome, firstHome) => splitAway.forEach((pAway, firstAway) => {
      const firstGoals = firstHome + firstAway;
      const nextHome = firstGoals > 0 ? firstHome / firstGoals : goals > 0 ? extraHome / goals : null;
      result.push({
        home, away,
        half: { home: half.score.home + firstHome, away: half.score.away + firstAway },
        nextHome,
        probability: probability * pHome * pAway,
      });
    }));
  }));
  return result;
}

/** Joint probability that every leg wins (fractional legs weight their world). */
export function jointProbability(values: readonly LegValue[], all: readonly World[]): number {
  let total = 0;
  for (const world of all) {
    let weight = world.probability;
    for (const value of values) {
      weight *= value(world);
      if (weight === 0) break;
    }
    total += weight;
  }
  return total;
}

/** A builder price below this is not offered: the legs are as good as certain together. */
export const CUSTOM_BET_MIN_ODDS = 1.02;
/** Longshot cap of a builder price (decimal). */
export const CUSTOM_BET_MAX_ODDS = 500;
/** Below this the legs cannot happen together (numerical zero of the enumeration). */
export const IMPOSSIBLE = 1e-12;

export function builderMargin(live: boolean): number {
  return live ? LIVE_MARGIN : PREMATCH_MARGIN;
}

/**
 * Builder odds in thousandths from a joint probability: the simulator's margin applied to the
 * probability (as margin.ts does for a single outcome), capped at CUSTOM_BET_MAX_ODDS and moved
 * down to the price ladder (issue 18 point 2). Null when
 * the legs cannot win together or the price would fall under CUSTOM_BET_MIN_ODDS.
 */
export function builderOdds(probability: number, margin: number): number | null {
  if (probability < IMPOSSIBLE) return null;
  const decimal = 1 / (probability * (1 + margin));
  if (decimal < CUSTOM_BET_MIN_ODDS) return null;
  return ladderPriceAtOrBelow(Math.min(CUSTOM_BET_MAX_ODDS, decimal) * 1000);
}
