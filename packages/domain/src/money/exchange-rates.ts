/**
 * Exact conversion of minor units between currencies by reference exchange rates (spec core §4
 * "Restored bets in another currency than the active one are converted"; promotions §4 "Shared
 * bets").
 *
 * A rate table gives, for each currency code, how many major units of it equal one major unit of
 * a common base (the base itself has rate 1; only ratios matter). Choices where the spec is silent:
 * - Each rate is taken as the decimal it is written as (1.08 is 108/100, not the nearest binary
 *   float) and the conversion is computed in integers, so no float error creeps in.
 * - The result is rounded down (toward zero) to a whole minor unit of the target currency, with
 *   the target's own sub-units (1 for JPY, 100 for EUR, 100 000 000 for BTC): a converted stake is
 *   never worth more than the one it came from.
 */
import type { Currency } from './money';

export type RateTable = Readonly<Record<string, number>>;

/** A currency as a conversion needs it: its code and how many minor units make a major one. */
export type CurrencyUnit = Pick<Currency, 'code' | 'subunits'>;

interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/** A positive finite rate as the exact fraction of its shortest decimal form; null for anything else. */
export function rateRatio(rate: number | undefined): Ratio | null {
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  // "1.08e+0", "1.1e-5", "5e+0": the shortest digits that read back as this number.
  const text = rate.toExponential();
  const at = text.indexOf('e');
  const digits = text.slice(0, at).replace('.', '');
  const exponent = Number(text.slice(at + 1)) - (digits.length - 1);
  return exponent >= 0
    ? { numerator: BigInt(digits) * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: BigInt(digits), denominator: 10n ** BigInt(-exponent) };
}

function isSubunits(subunits: number): boolean {
  return Number.isSafeInteger(subunits) && subunits > 0;
}

/**
 * `value` minor units of `from` in minor units of `to`, rounded toward zero; null when a rate is
 * missing or not a positive number, or the amount or sub-units are not safe integers. The same
 * currency with the same sub-units is returned unchanged (no rate needed).
 */
export function convertMinorUnits(value: number, from: CurrencyUnit, to: CurrencyUnit, rates: RateTable): number | null {
  if (!Number.isSafeInteger(value) || !isSubunits(from.subunits) || !isSubunits(to.subunits)) return null;
  if (from.code === to.code && from.subunits === to.subunits) return value;
  const fromRate = rateRatio(rates[from.code]);
  const toRate = rateRatio(rates[to.code]);
  if (fromRate === null || toRate === null) return null;
  // value / from.subunits / fromRate * toRate * to.subunits, as one integer fraction.
  const numerator = BigInt(value) * toRate.numerator * fromRate.denominator * BigInt(to.subunits);
  const denominator = toRate.denominator * fromRate.numerator * BigInt(from.subunits);
  const converted = Number(numerator / denominator);
  return Number.isSafeInteger(converted) ? converted : null;
}
