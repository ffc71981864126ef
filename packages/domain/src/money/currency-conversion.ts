/**
 * Conversion of money between currencies by a rate table (spec core §4 "Restored bets in another
 * currency than the active one are converted"; promotions §4 "Shared bets"). The arithmetic and
 * its rounding (down, to a whole minor unit of the target) are those of ./exchange-rates.
 */
import { convertMinorUnits, type RateTable } from './exchange-rates';
import type { Currency, Money } from './money';

/** Converts money into `target`; null when either currency is missing from the rate table. */
export function convertMoney(amount: Money, target: Pick<Currency, 'code' | 'subunits'>, rates: RateTable): Money | null {
  if (amount.currency === target.code && amount.subunits === target.subunits) return amount;
  const value = convertMinorUnits(amount.value, { code: amount.currency, subunits: amount.subunits }, target, rates);
  return value === null ? null : { value, currency: target.code, subunits: target.subunits };
}
