/**
 * Odds as integers in thousandths (ARCHITECTURE §5): decimal odds have at most 3 places, so every
 * price is an exact integer and arithmetic on prices never drifts.
 */

/** One unit of decimal odds in thousandths: decimal 1.000 = 1000. */
export const ODDS_SCALE = 1000;

/** 2.5 → 2500. Rounds to the nearest thousandth so float noise such as 1.1 * 3 is absorbed. */
export function oddsToThousandths(decimalOdds: number): number {
  return Math.round(decimalOdds * ODDS_SCALE);
}

/** 2500 → 2.5. */
export function thousandthsToOdds(thousandths: number): number {
  return thousandths / ODDS_SCALE;
}

/** A price a player can back: finite and above evens-of-nothing (decimal 1.000). */
export function isValidOdds(decimalOdds: number): boolean {
  return Number.isFinite(decimalOdds) && oddsToThousandths(decimalOdds) > ODDS_SCALE;
}

/**
 * Caps decimal odds at a maximum passed in (spec core §5 "Odds are capped at a maximum passed in").
 * Works on decimal or thousandths alike as long as both arguments use the same unit.
 */
export function capOdds(odds: number, max: number): number {
  return Math.min(odds, max);
}
