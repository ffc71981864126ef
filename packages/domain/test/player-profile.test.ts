import { describe, expect, it } from 'vitest';
import { activeCurrency, authStatusOf, displayName, isLoggedIn, isProfileLoaded, shouldSwitchAccount } from '../src';

// spec core §3 "Player".
describe('player rules', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', nickname: 'ada', email: 'a@x.io' }, 'Ada Lovelace'],
    [{ firstName: 'Ada', lastName: ' ' }, 'Ada'],
    [{ nickname: 'ada', email: 'a@x.io' }, 'ada'],
    [{ email: 'a@x.io', authPhoneNumber: '+1' }, 'a@x.io'],
    [{ authPhoneNumber: '+1 555' }, '+1 555'],
    [{ mobilePhone: '+44' }, '+44'],
    [{}, ''],
  ])('display name of %o is %j', (player, name) => {
    expect(displayName(player)).toBe(name);
  });

  it.each([
    [{ email: 'a@x.io' }, true],
    [{ authPhoneNumber: '+1' }, true],
    [{ email: '', authPhoneNumber: null }, false],
    [{}, false],
  ])('logged in %o → %s', (player, loggedIn) => {
    expect(isLoggedIn(player)).toBe(loggedIn);
  });

  it.each([
    ['USD', [{ currency: 'EUR' }], 'USD'],
    [null, [{ currency: 'EUR' }], 'EUR'],
    ['', [], 'BRL'],
  ])('active currency from profile %j and accounts %j is %s', (profile, accounts, currency) => {
    expect(activeCurrency(profile, accounts, 'BRL')).toBe(currency);
  });

  it('ignores an account switch to the same currency or one without an account', () => {
    const accounts = [{ currency: 'EUR' }, { currency: 'USD' }];
    expect(shouldSwitchAccount('EUR', 'EUR', accounts)).toBe(false);
    expect(shouldSwitchAccount('GBP', 'EUR', accounts)).toBe(false);
    expect(shouldSwitchAccount('USD', 'EUR', accounts)).toBe(true);
  });

  // spec core §4 "Session".
  it('auth status: loaded when neither UNKNOWN nor PENDING', () => {
    expect(isProfileLoaded('UNKNOWN')).toBe(false);
    expect(isProfileLoaded('PENDING')).toBe(false);
    expect(isProfileLoaded('LOGGED_IN')).toBe(true);
    expect(authStatusOf({ isLoggedIn: true })).toBe('LOGGED_IN');
    expect(authStatusOf({ isLoggedIn: false })).toBe('NOT_LOGGED_IN');
  });
});
