import { toMarket, toMatch, type PlayerProfile } from '@sportsbook/contracts/models';
import { createSingleBet, STAKE_SOURCE, type SlipBet } from '@sportsbook/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { marketDto, matchDto } from '@/test/fixtures';
import { hydrateBetslip, resetBetslipForTests, useBetslipStore } from './betslip-store';
import { toSlipSelection } from './selection-model';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from './slip-settings';
import { STORAGE_KEYS } from './storage-keys';

function storedBet(matchId: number, currency: string, stake: number): SlipBet {
  const match = toMatch(matchDto({ id: matchId, slug: `m-${matchId}`, status: 0 }));
  const market = toMarket(marketDto({ id: 1, specifier: '', outcomes: [{ id: '1', name: 'Home', active: true, odds: 2 }] }));
  const selection = toSlipSelection({ match, market, outcome: market.outcomes[0]! });
  return { ...createSingleBet(selection, { currency, subunits: 100 }), stake, stakeSource: STAKE_SOURCE.input };
}

const profile = (currency: string): PlayerProfile => ({
  id: 7, email: 'p@example.com', mobilePhone: null, authPhoneNumber: null, firstName: null, lastName: null, nickname: 'p',
  language: 'en', currency, authFieldsMissed: [], statuses: [], serasa: { pve: false }, country: null, groupCheck: null,
});
const account = (currency: string, active = true) => ({ currency, balance: 50_000, subunits: 100, fiat: true, active, availableToBetWithLockedCents: 50_000 });
const RATES = { EUR: 1, USD: 1.1 };

/** The profile load of spec core §4 finishing, with the reference rates GET /settings sent. */
function profileLoads(currency: string | null, accounts = currency ? [account(currency)] : []): void {
  useAuthStore.getState().beginLoad();
  useAuthStore.getState().profileLoaded({ profile: currency ? profile(currency) : null, accounts, compPoints: 0, statusGroups: [], settings: null, defaultCurrency: 'EUR', exchangeRates: RATES });
}

const bets = () => useBetslipStore.getState().ticket.bets;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  setSlipSettings(DEFAULT_SLIP_SETTINGS);
  // A page load: the slip starts before the profile, the active currency is the default placeholder.
  useAuthStore.setState({ status: 'UNKNOWN', currency: 'EUR', defaultCurrency: 'EUR', accounts: [], profile: null, exchangeRates: {} });
});

// spec core §4 "Session": "Restored bets in another currency than the active one are converted.
// On currency change, bets in another currency reset stake to 0 and stake source to sharing."
describe('slip restore and the active currency', () => {
  it('a USD player keeps the stored USD $10 stake after a page load', () => {
    localStorage.setItem(STORAGE_KEYS.bets, JSON.stringify([storedBet(1, 'USD', 1000)]));
    hydrateBetslip();
    expect(bets()[0]).toMatchObject({ currency: 'USD', stake: 1000 });
    profileLoads('USD');
    expect(bets()[0]).toMatchObject({ currency: 'USD', stake: 1000, stakeSource: STAKE_SOURCE.input });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.bets) ?? '[]')).toMatchObject([{ currency: 'USD', stake: 1000 }]);
  });

  it('the same when the profile had already loaded before the slip', () => {
    profileLoads('USD');
    localStorage.setItem(STORAGE_KEYS.bets, JSON.stringify([storedBet(1, 'USD', 1000)]));
    hydrateBetslip();
    expect(bets()[0]).toMatchObject({ currency: 'USD', stake: 1000 });
  });

  it('placed-slip bets of the session in another currency are converted with the real rates', () => {
    sessionStorage.setItem(STORAGE_KEYS.placedSlipBets, JSON.stringify([storedBet(2, 'EUR', 1000)]));
    hydrateBetslip();
    profileLoads('USD');
    expect(bets()[0]).toMatchObject({ currency: 'USD', stake: 1100, stakeSource: STAKE_SOURCE.input });
  });

  it('a visitor (default currency) keeps the stored EUR stake', () => {
    localStorage.setItem(STORAGE_KEYS.bets, JSON.stringify([storedBet(3, 'EUR', 700)]));
    hydrateBetslip();
    profileLoads(null);
    expect(bets()[0]).toMatchObject({ currency: 'EUR', stake: 700 });
  });

  it('after the load, a real currency change still resets stakes in another currency', () => {
    localStorage.setItem(STORAGE_KEYS.bets, JSON.stringify([storedBet(4, 'USD', 1000)]));
    hydrateBetslip();
    profileLoads('USD', [account('USD'), account('EUR', false)]);
    useAuthStore.getState().setCurrency('EUR');
    expect(bets()[0]).toMatchObject({ currency: 'EUR', stake: 0, stakeSource: STAKE_SOURCE.sharing });
  });
});
