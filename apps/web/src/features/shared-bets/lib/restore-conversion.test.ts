import type { SharedBetDto, SharedBetsDto } from '@sportsbook/contracts/models';
import type { RateTable } from '@sportsbook/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { resetBetslipForTests, restoreBets, useBetslipStore, activeBetCurrency } from '@/lib/betslip/betslip-store';
import type { PlayerAccount } from '@sportsbook/contracts/models';
import { restoreBetcode, type RestoreDeps } from './restore-betcode';
import { selection } from './shared-bet-fixture';

// A shared slip restored into the real slip store: stakes end up in the active currency
// (spec promotions §4 "Restored bets whose currency differs from the active currency are converted").
const RATES: RateTable = { EUR: 1, USD: 1.08, GBP: 0.85, BTC: 0.000011 };

const shared = (stake: SharedBetDto['stake']): SharedBetDto => ({
  type: 'single',
  stake,
  system: null,
  selections: [selection('1')],
});

const account = (currency: string, subunits: number): PlayerAccount => ({ currency, subunits, balance: 0, fiat: subunits === 100, active: true, availableToBetWithLockedCents: 0 });

function restoreInto(bets: SharedBetDto[], exchangeRates: RestoreDeps['exchangeRates'] = () => Promise.resolve(RATES)) {
  return restoreBetcode('abcdefghij', {
    fetchShared: () => Promise.resolve<SharedBetsDto>({ bets }),
    customOdds: () => Promise.resolve(null),
    activeCurrency: activeBetCurrency,
    exchangeRates,
    setRestoring: () => undefined,
    restore: restoreBets,
  });
}

const slipBet = () => useBetslipStore.getState().ticket.bets[0];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
});

describe('restoring a shared slip in another currency', () => {
  it('converts a EUR stake into the USD player\'s currency, rounded down to a cent', async () => {
    useAuthStore.setState({ status: 'LOGGED_IN', currency: 'USD', accounts: [account('USD', 100)] });
    await expect(restoreInto([shared({ value: 1234, currency: 'EUR', subunits: 100 })])).resolves.toEqual({ kind: 'restored', count: 1 });
    // €12.34 × 1.08 = $13.3272 → $13.32
    expect(slipBet()).toMatchObject({ stake: 1332, currency: 'USD', subunits: 100, stakeSource: 'sharing' });
  });

  it('converts into a currency with other sub-units (EUR → BTC satoshi, BTC → GBP pence)', async () => {
    useAuthStore.setState({ status: 'LOGGED_IN', currency: 'BTC', accounts: [account('BTC', 100_000_000)] });
    await restoreInto([shared({ value: 1000, currency: 'EUR', subunits: 100 })]);
    expect(slipBet()).toMatchObject({ stake: 11_000, currency: 'BTC', subunits: 100_000_000 });

    useAuthStore.setState({ status: 'LOGGED_IN', currency: 'GBP', accounts: [account('GBP', 100)] });
    await restoreInto([shared({ value: 100_000, currency: 'BTC', subunits: 100_000_000 })]);
    // 0.001 BTC = €90.9090… = £77.2727… → £77.27
    expect(slipBet()).toMatchObject({ stake: 7727, currency: 'GBP', subunits: 100 });
  });

  it('keeps a stake in the active currency as it is', async () => {
    useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [account('EUR', 100)] });
    await restoreInto([shared({ value: 500, currency: 'EUR', subunits: 100 })], () => Promise.reject(new Error('not asked')));
    expect(slipBet()).toMatchObject({ stake: 500, currency: 'EUR' });
  });

  it('without rates resets such a stake to 0 with stake source sharing', async () => {
    useAuthStore.setState({ status: 'LOGGED_IN', currency: 'USD', accounts: [account('USD', 100)] });
    await restoreInto([shared({ value: 500, currency: 'EUR', subunits: 100 })], () => Promise.reject(new TypeError('Failed to fetch')));
    expect(slipBet()).toMatchObject({ stake: 0, currency: 'USD', stakeSource: 'sharing' });
  });
});
