/**
 * Slip bets and the active currency (spec core §4 "Session": restored bets in another currency are
 * converted; on currency change, bets in another currency reset stake to 0 and stake source to sharing).
 *
 * Choice where the spec is silent: a restored bet whose currency has no rate is treated like a
 * currency change (stake 0, stake source sharing) rather than dropped.
 */
import { convertMoney } from '../money/currency-conversion';
import type { RateTable } from '../money/exchange-rates';
import type { BetCurrency } from './slip-factories';
import { STAKE_SOURCE, type SlipBet } from './slip-types';

function inCurrency(bet: SlipBet, currency: BetCurrency): SlipBet {
  return { ...bet, currency: currency.currency, subunits: currency.subunits };
}

/** Bets after the active currency changed. */
export function betsAfterCurrencyChange(bets: readonly SlipBet[], currency: BetCurrency): SlipBet[] {
  return bets.map((bet) =>
    bet.currency === currency.currency ? bet : { ...inCurrency(bet, currency), stake: 0, stakeSource: STAKE_SOURCE.sharing },
  );
}

/** Restored bets with their stakes converted into the active currency. */
export function convertRestoredBets(bets: readonly SlipBet[], currency: BetCurrency, rates: RateTable): SlipBet[] {
  return bets.map((bet) => {
    if (bet.currency === currency.currency) return bet;
    const converted = convertMoney({ value: bet.stake, currency: bet.currency, subunits: bet.subunits }, { code: currency.currency, subunits: currency.subunits }, rates);
    return converted === null
      ? { ...inCurrency(bet, currency), stake: 0, stakeSource: STAKE_SOURCE.sharing }
      : { ...inCurrency(bet, currency), stake: converted.value };
  });
}
