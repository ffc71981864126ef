import type { Currency } from '@sportsbook/domain';

/** Currencies of the wallet: fiat with 100 subunits, and BTC with 8 decimals (ARCHITECTURE §5). */
export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', subunits: 100, fiat: true },
  { code: 'USD', subunits: 100, fiat: true },
  { code: 'GBP', subunits: 100, fiat: true },
  { code: 'BRL', subunits: 100, fiat: true },
  { code: 'BTC', subunits: 100_000_000, fiat: false },
];

export function currencyOf(code: string): Currency | null {
  return CURRENCIES.find((currency) => currency.code === code.toUpperCase()) ?? null;
}
