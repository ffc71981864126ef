/**
 * Money as an integer count of minor units with its currency (spec core §3 "Bet (server): stake
 * {value, currency, subunits}", ARCHITECTURE §5). Never a float.
 *
 * `subunits` is the number of minor units in one major unit: 100 for EUR, 1 for JPY,
 * 100_000_000 for an 8-decimal crypto currency such as BTC.
 */
export interface Money {
  /** Integer minor units. */
  value: number;
  currency: string;
  subunits: number;
}

/** Currency (spec core §3 "Currency: code, subunits, fiat flag"). */
export interface Currency {
  code: string;
  subunits: number;
  fiat: boolean;
}

/** Builds money from minor units; refuses non-integers so float amounts never enter the domain. */
export function money(value: number, currency: Pick<Currency, 'code' | 'subunits'>): Money {
  if (!Number.isSafeInteger(value)) throw new RangeError(`money value must be an integer, got ${value}`);
  return { value, currency: currency.code, subunits: currency.subunits };
}

/** Number of decimal places of a currency: 100 → 2, 1 → 0, 100_000_000 → 8. */
export function subunitDecimals(subunits: number): number {
  return Math.max(0, Math.round(Math.log10(subunits)));
}

/** Whole major units and the minor-unit remainder, as an exact decimal string: 1234 (EUR) → "12.34". */
export function toDecimalString(amount: Money): string {
  const decimals = subunitDecimals(amount.subunits);
  const sign = amount.value < 0 ? '-' : '';
  const absolute = Math.abs(amount.value);
  const whole = Math.floor(absolute / amount.subunits);
  if (decimals === 0) return `${sign}${whole}`;
  const fraction = String(absolute % amount.subunits).padStart(decimals, '0');
  return `${sign}${whole}.${fraction}`;
}

export function isSameCurrency(a: Money, b: Money): boolean {
  return a.currency === b.currency;
}
