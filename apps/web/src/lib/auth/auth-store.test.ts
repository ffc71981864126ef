import type { PlayerProfile } from '@sportsbook/contracts/models';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectActiveAccount, useAuthStore } from './auth-store';
import { subscribeAuthUserId } from './use-auth-user-id';

const profile: PlayerProfile = {
  id: 3, email: null, mobilePhone: null, authPhoneNumber: '+351912345678', firstName: null, lastName: null, nickname: 'ace',
  language: 'en', currency: '', authFieldsMissed: [], statuses: [], serasa: { pve: false }, country: null, groupCheck: null,
};
const account = (currency: string, balance: number) => ({ currency, balance, subunits: 100, fiat: true, active: false, availableToBetWithLockedCents: balance });

describe('auth store', () => {
  beforeEach(() => useAuthStore.setState({ status: 'UNKNOWN', profile: null, accounts: [], currency: 'EUR', defaultCurrency: 'EUR' }));

  it('active currency: profile currency, else the first account, else the default', () => {
    const store = useAuthStore.getState();
    store.profileLoaded({ profile, accounts: [account('GBP', 5), account('USD', 7)], compPoints: 0, statusGroups: [], settings: null, defaultCurrency: 'EUR' });
    expect(useAuthStore.getState().currency).toBe('GBP');
    expect(selectActiveAccount(useAuthStore.getState())?.balance).toBe(5);
    store.profileLoaded({ profile: { ...profile, currency: 'USD' }, accounts: [account('GBP', 5), account('USD', 7)], compPoints: 0, statusGroups: [], settings: null, defaultCurrency: 'EUR' });
    expect(useAuthStore.getState().currency).toBe('USD');
    store.profileLoaded({ profile, accounts: [], compPoints: 0, statusGroups: [], settings: null, defaultCurrency: 'BRL' });
    expect(useAuthStore.getState().currency).toBe('BRL');
  });

  it('a profile without e-mail or auth phone does not count as logged in', () => {
    useAuthStore.getState().profileLoaded({ profile: { ...profile, authPhoneNumber: null }, accounts: [account('EUR', 1)], compPoints: 9, statusGroups: [], settings: null, defaultCurrency: 'EUR' });
    expect(useAuthStore.getState()).toMatchObject({ status: 'NOT_LOGGED_IN', profile: null, accounts: [], compPoints: 0 });
  });

  it('tells subscribers when the signed-in user id changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuthUserId(listener);
    useAuthStore.getState().beginLoad();
    useAuthStore.getState().profileLoaded({ profile, accounts: [], compPoints: 0, statusGroups: [], settings: null, defaultCurrency: 'EUR' });
    useAuthStore.getState().setBalance('EUR', 10);
    useAuthStore.getState().signedOut();
    expect(listener.mock.calls).toEqual([[3], [null]]);
    unsubscribe();
  });
});
