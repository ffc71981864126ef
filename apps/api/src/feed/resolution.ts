import type { OutcomeResult } from '../db/schema';
import type { PlayState, Score } from './engine/types';

/** An outcome's result once its market is resolved (outcomes.result, selection statuses). */
export type { OutcomeResult };

/** Resolves one outcome of a finished match; null when the market cannot be resolved (void). */
export type OutcomeResolver = (typeId: number, specifier: string, outcomeKey: string) => OutcomeResult | null;

/**
 * Market resolution from the final play state (issue 6). Every market the pricing modules offer
 * has its rule here, keyed by its wire type id (the families' ids do not overlap):
 * - goals (football, ice hockey): 1 1x2, 10 double chance, 11 draw no bet (draw → refund),
 *   18 total, 16 handicap (Asian: whole lines push, quarter lines half win / half lose), 29 both
 *   teams to score, 41 correct score ("other@h:a" against the grid it was priced with), 60
 *   half-time result, 8 goal N (from the goal order; void when the order is unknown);
 * - points (basketball, cricket): 219 winner (a tie, possible in cricket, refunds), 223 handicap,
 *   225 total;
 * - sets (tennis, volleyball, table tennis, esports): 186 winner (void when level), 188 set handicap, 202 total
 *   sets, 199 correct score, 210 set N winner (void if set N was never played), 189 total games.
 * Anything else (an unknown market, outcome or specifier) is null: the selection is void.
 */
export function resolverFor(play: PlayState): OutcomeResolver {
  return (typeId, specifier, key) => resolveOutcome(play, typeId, specifier, key);
}

export function resolveOutcome(play: PlayState, typeId: number, specifier: string, key: string): OutcomeResult | null {
  const { score } = play;
  const param = (name: string) => specifierValue(specifier, name);
  switch (typeId) {
    case 1:
    case 60:
    case 186:
    case 219: {
      const final = typeId === 60 ? play.periods[0] : score;
      if (!final) return null;
      const winner = sideOf(final);
      if (typeId === 219 && winner === 'draw') return key === 'home' || key === 'away' ? 'refund' : null;
      // A set sport ended level (stopped before a set was won): its winner market is void.
      if (typeId === 186 && winner === 'draw') return null;
      return oneOf(key, ['home', 'draw', 'away'], winner);
    }
    case 10: {
      const winner = sideOf(score);
      const covered: Record<string, boolean> = { home_draw: winner !== 'away', home_away: winner !== 'draw', draw_away: winner !== 'home' };
      return key in covered ? (covered[key] ? 'win' : 'lose') : null;
    }
    case 11: {
      const winner = sideOf(score);
      if (key !== 'home' && key !== 'away') return null;
      return winner === 'draw' ? 'refund' : winner === key ? 'win' : 'lose';
    }
    case 16:
    case 188:
    case 223: {
      const line = param('hcp');
      if (line === null) return null;
      if (key === 'home') return asian(score.home - score.away, line);
      if (key === 'away') return asian(score.away - score.home, -line);
      return null;
    }
    case 18:
    case 189:
    case 202:
    case 225: {
      const line = param('total');
      if (line === null) return null;
      const total = typeId === 189 ? play.periods.reduce((sum, period) => sum + period.home + period.away, 0) : score.home + score.away;
      if (key === 'over') return asian(total, -line);
      if (key === 'under') return asian(-total, line);
      return null;
    }
    case 29: {
      const both = score.home > 0 && score.away > 0;
      return key === 'yes' ? (both ? 'win' : 'lose') : key === 'no' ? (both ? 'lose' : 'win') : null;
    }
    case 41:
    case 199:
      return correctScore(score, key, typeId === 41);
    case 8: {
      const number = param('goalnr');
      if (number === null || !play.goals || !['home', 'none', 'away'].includes(key)) return null;
      const scorer = play.goals[number - 1] ?? 'none';
      return scorer === key ? 'win' : 'lose';
    }
    case 210: {
      const number = param('setnr');
      const set = number === null ? undefined : play.periods[number - 1];
      if (!set || set.home === set.away) return null;
      return oneOf(key, ['home', 'away'], set.home > set.away ? 'home' : 'away');
    }
    default:
      return null;
  }
}

/**
 * A stake on `margin + line > 0`: whole and half lines win, push or lose; a quarter line is two
 * half stakes on the neighbouring lines (−0.25 = 0 and −0.5), giving half wins and half losses.
 */
export function asian(margin: number, line: number): OutcomeResult {
  const parts = Number.isInteger(line * 2) ? [line, line] : [line - 0.25, line + 0.25];
  const [first, second] = parts.map((part) => Math.sign(margin + part)) as [number, number];
  const sum = first + second;
  if (sum === 2) return 'win';
  if (sum === -2) return 'lose';
  if (sum === 1) return 'half_win';
  if (sum === -1) return 'half_lose';
  return 'refund';
}

function sideOf(score: Score): 'home' | 'draw' | 'away' {
  return score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
}

function oneOf(key: string, keys: string[], winner: string): OutcomeResult | null {
  if (!keys.includes(key)) return null;
  return key === winner ? 'win' : 'lose';
}

/** "h:a" wins on that final score; football's "other" covers what its 4 × 4 grid from its corner did not. */
function correctScore(score: Score, key: string, grid: boolean): OutcomeResult | null {
  const exact = /^(\d+):(\d+)$/.exec(key);
  if (exact) return Number(exact[1]) === score.home && Number(exact[2]) === score.away ? 'win' : 'lose';
  const other = grid ? /^other(?:@(\d+):(\d+))?$/.exec(key) : null;
  if (!other) return null;
  const home = Number(other[1] ?? 0);
  const away = Number(other[2] ?? 0);
  const inGrid = score.home >= home && score.home <= home + 3 && score.away >= away && score.away <= away + 3;
  return inGrid ? 'lose' : 'win';
}

function specifierValue(specifier: string, name: string): number | null {
  for (const part of specifier.split('|')) {
    const [key, value] = part.split('=');
    if (key === name && value !== undefined && value !== '' && Number.isFinite(Number(value))) return Number(value);
  }
  return null;
}
