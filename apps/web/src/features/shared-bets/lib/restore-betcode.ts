import type { SharedBetsDto, SharedBetDto } from '@sportsbook/contracts/models';
import { BET_TYPE, type BetCurrency, type RateTable, type SlipBet } from '@sportsbook/domain';
import { ApiError } from '@/lib/api/api-error';
import { toSlipBet } from './share-mapping';

/** How restoring a shared-bet link ended (spec promotions §4 "Shared bets", §8). */
export type RestoreOutcome = { kind: 'restored'; count: number } | { kind: 'not_found' } | { kind: 'try_another' } | { kind: 'try_later' };

export interface RestoreDeps {
  fetchShared: (code: string) => Promise<SharedBetsDto>;
  /** Builder price of a shared custom bet (null: no price, the bet is left out). */
  customOdds: (bet: SharedBetDto) => Promise<number | null>;
  activeCurrency: () => BetCurrency;
  /** The reference exchange rates (GET /settings `currencies`); asked only when a stake is in another currency. */
  exchangeRates: () => Promise<RateTable>;
  setRestoring: (restoring: boolean) => void;
  /** Puts the bets on the slip, their stakes converted to the active currency with `rates`, and opens the panel. */
  restore: (bets: SlipBet[], rates: RateTable) => void;
}

/**
 * Restores the bets of a shared code: 404 → not found; no bets → not found "try another bet";
 * any other failure → "try later". The restoring flag is turned off on every failure (the
 * slip's own restore turns it off on success). A stake in another currency than the active one
 * is converted with the reference rates (spec promotions §4); when they cannot be read, such a
 * bet is restored with stake 0 and stake source sharing (the no-rate rule of the domain).
 */
export async function restoreBetcode(code: string, deps: RestoreDeps): Promise<RestoreOutcome> {
  deps.setRestoring(true);
  try {
    let shared: SharedBetsDto;
    try {
      shared = await deps.fetchShared(code);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return fail(deps, { kind: 'not_found' });
      return fail(deps, { kind: 'try_later' });
    }
    const bets: SlipBet[] = [];
    for (const bet of shared.bets) {
      if (bet.selections.length === 0) continue;
      if (bet.type === BET_TYPE.customBet) {
        const odds = await deps.customOdds(bet).catch(() => null);
        if (odds === null) continue;
        bets.push(toSlipBet(bet, deps.activeCurrency(), odds));
      } else {
        bets.push(toSlipBet(bet, deps.activeCurrency()));
      }
    }
    if (bets.length === 0) return fail(deps, { kind: 'try_another' });
    const active = deps.activeCurrency().currency;
    const foreign = bets.some((bet) => bet.stake > 0 && bet.currency !== active);
    const rates = foreign ? await deps.exchangeRates().catch((): RateTable => ({})) : {};
    deps.restore(bets, rates);
    return { kind: 'restored', count: bets.length };
  } catch {
    return fail(deps, { kind: 'try_later' });
  }
}

function fail(deps: RestoreDeps, outcome: RestoreOutcome): RestoreOutcome {
  deps.setRestoring(false);
  return outcome;
}
