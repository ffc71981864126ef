import type { SystemSettings } from '@sportsbook/contracts/models';
import type { BetLimits } from '@sportsbook/domain';

type BetLimitsDto = SystemSettings['betsLimits'];

function amounts(list: readonly { currency_code: string; amount: number }[]) {
  return list.map((entry) => ({ currencyCode: entry.currency_code, amount: entry.amount }));
}

/** Settings' bet_limits_settings → the domain's BetLimits. */
export function toBetLimits(dto: BetLimitsDto | null | undefined): BetLimits | null {
  if (!dto) return null;
  return {
    selectionLimit: { value: dto.selection_limit.value },
    oddsLimit: { value: dto.odds_limit.value, action: dto.odds_limit.action },
    maxStakeLimit: { fiat: amounts(dto.max_stake_limit.fiat), crypto: amounts(dto.max_stake_limit.crypto) },
    payoutLimit: { fiat: amounts(dto.payout_limit.fiat), crypto: amounts(dto.payout_limit.crypto), action: dto.payout_limit.action },
  };
}
