/**
 * A tournament's prize table (issue 23 "prizes paid by position"): per currency, bands of
 * positions (from…to, inclusive) each paying an amount in minor units to every position in it.
 */
import { ODDS_SCALE } from '../odds/odds-thousandths';

export interface PrizeBand {
  from: number;
  to: number;
  amount: number;
}

/** What the player at `position` wins in a currency (0: nothing). */
export function prizeForPosition(bands: readonly PrizeBand[], position: number): number {
  return bands.find((band) => band.from <= position && position <= band.to)?.amount ?? 0;
}

/** Sum of every prize of a table: what the tournament can pay out in that currency at most. */
export function prizePool(bands: readonly PrizeBand[]): number {
  return bands.reduce((total, band) => total + band.amount * (band.to - band.from + 1), 0);
}

/** The last position a table pays. */
export function paidPositions(bands: readonly PrizeBand[]): number {
  return bands.reduce((last, band) => Math.max(last, band.to), 0);
}

export interface TournamentProblem {
  field: string;
  message: string;
}

/** The most positions a table may pay (the rating shows the top rows; the payouts are rows too). */
export const MAX_PAID_POSITIONS = 1_000;

/**
 * What makes an operator's tournament inconsistent (400 naming the field): a period that ends
 * before it starts, a prize table for a currency without its minimum stake or the other way
 * round, bands that do not start at position 1 and follow each other without gap or overlap, an
 * amount below 1, a band whose position-prize is larger than the band above it, a minimum stake
 * below 1, a minimum price not above 1.000.
 */
export function tournamentTermsProblem(terms: {
  startsAt: Date;
  endsAt: Date;
  minStakes: Readonly<Record<string, number>>;
  minOddsThousandths: number | null;
  prizes: Readonly<Record<string, readonly PrizeBand[]>>;
}): TournamentProblem | null {
  if (terms.endsAt.getTime() <= terms.startsAt.getTime()) return { field: 'ends_at', message: 'ends_at is after starts_at' };
  if (terms.minOddsThousandths !== null && terms.minOddsThousandths <= ODDS_SCALE) return { field: 'min_odds', message: 'min_odds must be above 1.000' };
  const minStakes = Object.entries(terms.minStakes);
  if (minStakes.length === 0) return { field: 'min_stake', message: 'at least one currency with its minimum stake' };
  for (const [currency, minStake] of minStakes) {
    if (minStake < 1) return { field: `min_stake.${currency}`, message: 'min_stake is at least 1 minor unit' };
    if (!(currency in terms.prizes)) return { field: `prizes.${currency}`, message: `a prize table for ${currency} is needed` };
  }
  for (const [currency, bands] of Object.entries(terms.prizes)) {
    if (!(currency in terms.minStakes)) return { field: `prizes.${currency}`, message: `${currency} has no min_stake` };
    const problem = bandsProblem(bands);
    if (problem !== null) return { field: `prizes.${currency}.${problem.field}`, message: problem.message };
  }
  return null;
}

function bandsProblem(bands: readonly PrizeBand[]): TournamentProblem | null {
  if (bands.length === 0) return { field: '0', message: 'at least one prize band' };
  let next = 1;
  for (const [index, band] of bands.entries()) {
    if (band.from !== next) return { field: `${index}.from`, message: `the band starts at position ${next}` };
    if (band.to < band.from) return { field: `${index}.to`, message: 'to is at least from' };
    if (band.to > MAX_PAID_POSITIONS) return { field: `${index}.to`, message: `at most ${MAX_PAID_POSITIONS} positions are paid` };
    if (band.amount < 1) return { field: `${index}.amount`, message: 'amount is at least 1 minor unit' };
    const above = bands[index - 1];
    if (above !== undefined && band.amount > above.amount) return { field: `${index}.amount`, message: 'a lower position never wins more than a higher one' };
    next = band.to + 1;
  }
  return null;
}
