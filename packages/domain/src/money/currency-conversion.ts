/**
 * Conversion of amounts between currencies by a rate table (spec core §4 "Restored bets in
 * another currency than the active one are converted"; promotions §4 "Shared bets").
 *
 * A rate table gives, for each currency code, how many major units of it equal one major unit of
 * a common base (the base itself has rate 1). Choice where the spec is silent: the converted
 * amount is rounded half up to the nearest minor unit of the target currency.
 */
import type { Currency, Money } from './money';

export type RateTable = Readonly<Record<string, number>>;

/** Converts money into `target`; null when either currency is missing from the rate table. */
export function convertMoney(amount: Money, target: Pick<Currency, 'code' | 'subunits'>, rates: RateTable): Money | null {
  if (amount.currency === target.code && amount.subunits === target.subunits) return amount;
  const fromRate = rates[amount.currency];
  const toRate = rates[target.code];
  if (fromRate === undefined || toRate === undefined || fromRate <= 0 || toRate <= 0) return null;
  const converted = (amount.value * toRate * target.subunits) / (fromRate * amount.subunits);
  return { value: Math.sign(converted) * Math.round(Math.abs(converted)), currency: target.code, subunits: target.subunits };
}
