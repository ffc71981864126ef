/**
 * The price ladder (issue 18 point 2): every price the book offers is a rung of it, as on the
 * exchanges (Betfair's increments). Each rung has at most two decimals, so the decimal display
 * (2 decimals, spec core §9) shows it exactly, its fractional form is an exact fraction of
 * hundredths and its American form at or above evens is a whole number; below evens the American
 * whole number still names one rung only (neighbouring rungs lie more than 1 apart there).
 *
 * Prices are thousandths (ARCHITECTURE §5). A price off the ladder is moved down to the rung at
 * or below it: a quoted price is never longer than the model that priced it.
 */
import { ODDS_SCALE } from './odds-thousandths';

export interface LadderBand {
  /** First price of the band, thousandths. */
  from: number;
  /** The band ends where the next begins (the last at LADDER_MAX). */
  step: number;
}

/** Betfair's increments: 1.01–2 by 0.01, 2–3 by 0.02, 3–4 by 0.05 … 100–1000 by 10. */
export const LADDER_BANDS: readonly LadderBand[] = [
  { from: 1010, step: 10 },
  { from: 2000, step: 20 },
  { from: 3000, step: 50 },
  { from: 4000, step: 100 },
  { from: 6000, step: 200 },
  { from: 10_000, step: 500 },
  { from: 20_000, step: 1000 },
  { from: 30_000, step: 2000 },
  { from: 50_000, step: 5000 },
  { from: 100_000, step: 10_000 },
];

/** The shortest price, 1.01. */
export const LADDER_MIN = 1010;
/** The longest price, 1000.00. */
export const LADDER_MAX = 1000 * ODDS_SCALE;

function bandOf(thousandths: number): LadderBand {
  let band = LADDER_BANDS[0] as LadderBand;
  for (const candidate of LADDER_BANDS) if (candidate.from <= thousandths) band = candidate;
  return band;
}

/** True when a price in thousandths is a rung: 1530 yes, 1535 no, 2010 no (2–3 moves by 0.02). */
export function isLadderPrice(thousandths: number): boolean {
  if (!Number.isInteger(thousandths) || thousandths < LADDER_MIN || thousandths > LADDER_MAX) return false;
  const band = bandOf(thousandths);
  return (thousandths - band.from) % band.step === 0;
}

/** The rung at or below a price in thousandths, within 1.01 … 1000: 1535 → 1530, 2030 → 2020. */
export function ladderPriceAtOrBelow(thousandths: number): number {
  if (!(thousandths > LADDER_MIN)) return LADDER_MIN;
  if (thousandths >= LADDER_MAX) return LADDER_MAX;
  const band = bandOf(Math.floor(thousandths));
  return band.from + Math.floor((thousandths - band.from) / band.step) * band.step;
}

/** Every rung, shortest first (about 350 prices). */
export function ladderPrices(): number[] {
  const prices: number[] = [];
  LADDER_BANDS.forEach((band, index) => {
    const end = LADDER_BANDS[index + 1]?.from ?? LADDER_MAX + band.step;
    for (let price = band.from; price < end; price += band.step) prices.push(price);
  });
  return prices;
}
