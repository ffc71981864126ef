/**
 * Numeric conversions between decimal odds and the other display formats (spec core §3
 * "Odds formats"). Every conversion goes through integer thousandths, and every inverse returns
 * decimal odds rounded to 3 places (the precision of a price), so round trips are exact.
 *
 * Conventions (the ones published conversion charts use):
 * - Hong Kong: profit per unit staked, d − 1.
 * - Indonesian: d − 1 when d ≥ 2, else −1 / (d − 1).
 * - Malaysian: d − 1 when d ≤ 2, else −1 / (d − 1) (the mirror image of Indonesian).
 * - American: +100·(d − 1) when d ≥ 2, else −100 / (d − 1).
 * - Percent: implied probability 100 / d.
 * Odds of 1.000 or below have no meaning in any of these formats; callers check `isValidOdds`.
 */
import { ODDS_SCALE, oddsToThousandths, thousandthsToOdds } from './odds-thousandths';

const EVENS = 2 * ODDS_SCALE;

function profitThousandths(decimalOdds: number): number {
  return oddsToThousandths(decimalOdds) - ODDS_SCALE;
}

function roundToPrice(decimalOdds: number): number {
  return thousandthsToOdds(oddsToThousandths(decimalOdds));
}

/** Decimal → Hong Kong: 2.50 → 1.5. */
export function toHongKong(decimalOdds: number): number {
  return profitThousandths(decimalOdds) / ODDS_SCALE;
}

/** Hong Kong → decimal: 1.5 → 2.5. */
export function fromHongKong(hongKongOdds: number): number {
  return roundToPrice(hongKongOdds + 1);
}

/** Decimal → Indonesian: 2.50 → 1.5, 1.50 → −2. */
export function toIndonesian(decimalOdds: number): number {
  const profit = profitThousandths(decimalOdds);
  return oddsToThousandths(decimalOdds) >= EVENS ? profit / ODDS_SCALE : -ODDS_SCALE / profit;
}

/** Indonesian → decimal: 1.5 → 2.5, −2 → 1.5. */
export function fromIndonesian(indonesianOdds: number): number {
  return roundToPrice(indonesianOdds > 0 ? indonesianOdds + 1 : 1 - 1 / indonesianOdds);
}

/** Decimal → Malaysian: 1.50 → 0.5, 2.50 → −0.6667. */
export function toMalaysian(decimalOdds: number): number {
  const profit = profitThousandths(decimalOdds);
  return oddsToThousandths(decimalOdds) <= EVENS ? profit / ODDS_SCALE : -ODDS_SCALE / profit;
}

/** Malaysian → decimal: 0.5 → 1.5, −0.6667 → 2.5. */
export function fromMalaysian(malaysianOdds: number): number {
  return roundToPrice(malaysianOdds > 0 ? malaysianOdds + 1 : 1 - 1 / malaysianOdds);
}

/** Decimal → American (moneyline): 2.50 → 150, 1.50 → −200. */
export function toAmerican(decimalOdds: number): number {
  const profit = profitThousandths(decimalOdds);
  return oddsToThousandths(decimalOdds) >= EVENS ? profit / 10 : (-100 * ODDS_SCALE) / profit;
}

/** American → decimal: 150 → 2.5, −200 → 1.5. */
export function fromAmerican(americanOdds: number): number {
  return roundToPrice(americanOdds > 0 ? americanOdds / 100 + 1 : 1 - 100 / americanOdds);
}

/** Decimal → implied probability in percent: 2.50 → 40. */
export function toPercent(decimalOdds: number): number {
  return (100 * ODDS_SCALE) / oddsToThousandths(decimalOdds);
}

/** Implied probability in percent → decimal: 40 → 2.5. */
export function fromPercent(percent: number): number {
  return roundToPrice(100 / percent);
}
