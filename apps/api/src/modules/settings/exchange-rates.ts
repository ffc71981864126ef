import type { SystemSettingsDto } from '@sportsbook/contracts';
import { rateRatio, type RateTable } from '@sportsbook/domain';
import { CURRENCIES, currencyOf } from '../wallet/currencies';

/**
 * Reference exchange rates of the wallet's currencies (issue 6: restored shared bets are converted
 * to the player's active currency). A real sportsbook takes them from its platform; this reference
 * backend keeps them as configuration: units of each currency per 1 EUR. They are reference rates
 * for converting a shared stake, not rates money is exchanged at. Operators override any of them
 * with EXCHANGE_RATES (apps/api/README.md "Exchange rates").
 */
export const DEFAULT_EXCHANGE_RATES: RateTable = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  BRL: 6.2,
  BTC: 0.000011,
};

/**
 * EXCHANGE_RATES as CODE:rate pairs (e.g. `USD:1.1,BTC:0.00001`) over the defaults. A code the
 * wallet does not hold or a rate that is not a positive decimal stops the start with an error.
 */
export function exchangeRatesFromEnv(pairs: readonly string[]): RateTable {
  const rates: Record<string, number> = { ...DEFAULT_EXCHANGE_RATES };
  for (const pair of pairs) {
    const match = /^([A-Za-z]{3,5}):(\d+(?:\.\d+)?)$/.exec(pair.trim());
    const currency = match ? currencyOf(match[1] ?? '') : null;
    const rate = Number(match?.[2]);
    if (!currency || rateRatio(rate) === null) {
      throw new Error(`Invalid EXCHANGE_RATES entry "${pair}": expected CODE:rate with a wallet currency (${CURRENCIES.map((c) => c.code).join(', ')}) and a positive rate`);
    }
    rates[currency.code] = rate;
  }
  return rates;
}

/** The `currencies` of GET /settings: every wallet currency with its sub-units, fiat flag and rate. */
export function currencySettings(rates: RateTable): NonNullable<SystemSettingsDto['currencies']> {
  return CURRENCIES.flatMap((currency) => {
    const rate = rates[currency.code];
    return rate === undefined ? [] : [{ code: currency.code, subunits: currency.subunits, fiat: currency.fiat, rate }];
  });
}
