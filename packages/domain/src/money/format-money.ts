/**
 * Display of money amounts (spec core §9 "Currency shows the sub-unit when the value is below
 * 100 times the subunits").
 *
 * Choices where the spec is silent:
 * - At or above the threshold the sub-unit is dropped by truncation, never rounding up, so a
 *   balance of 150.99 shows as 150, never as more money than the player has.
 * - The threshold compares the absolute value, so −5.50 still shows its cents.
 * - ISO-style three-letter codes use the locale's currency symbol; longer codes (USDT) that
 *   Intl refuses are shown as a number followed by the code.
 * - The amounts of a bet (stake, potential win, payout, cashout) are shown exactly, with every
 *   minor unit (`formatExactMoney`, issue 18 point 2): a potential win of €153.50 must not read
 *   €153 when settlement pays €153.50. The threshold rule stays for balances.
 */
import { subunitDecimals, type Money } from './money';

/** Amounts below this many major units show their sub-unit (spec core §9). */
export const SUBUNIT_DISPLAY_THRESHOLD = 100;

/** True when the amount is shown with its minor units. */
export function showsSubunit(amount: Money): boolean {
  return Math.abs(amount.value) < SUBUNIT_DISPLAY_THRESHOLD * amount.subunits;
}

/** Formats money for display, e.g. `{value: 550, currency: 'EUR', subunits: 100}` → "€5.50". */
export function formatMoney(amount: Money, locale = 'en'): string {
  return formatWithDecimals(amount, locale, showsSubunit(amount) ? subunitDecimals(amount.subunits) : 0);
}

/** Formats money with all its minor units, whatever the amount: 15350 EUR cents → "€153.50". */
export function formatExactMoney(amount: Money, locale = 'en'): string {
  return formatWithDecimals(amount, locale, subunitDecimals(amount.subunits));
}

/**
 * Number formats by locale, currency (or none) and decimals: building an Intl.NumberFormat costs
 * about a hundred times a format, and settlement renders one per paid bet's notification
 * (docs/benchmarks.md). Bounded by the locales, currencies and decimal counts in use.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string | null, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    format = new Intl.NumberFormat(locale, currency === null ? digits : { style: 'currency', currency, ...digits });
    formats.set(key, format);
  }
  return format;
}

function formatWithDecimals(amount: Money, locale: string, decimals: number): string {
  const major = decimals > 0 ? amount.value / amount.subunits : Math.trunc(amount.value / amount.subunits);
  if (/^[A-Z]{3}$/.test(amount.currency)) return numberFormat(locale, amount.currency, decimals).format(major);
  return `${numberFormat(locale, null, decimals).format(major)} ${amount.currency}`;
}
