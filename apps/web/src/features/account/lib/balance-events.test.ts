import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { applyBalanceChanged } from './balance-events';

describe('applyBalanceChanged', () => {
  beforeEach(() => {
    useAuthStore.getState().setAccounts([
      { currency: 'EUR', balance: 1_000, subunits: 100, fiat: true, active: true, availableToBetWithLockedCents: 1_000 },
    ]);
  });

  const balanceOf = (currency: string) =>
    useAuthStore.getState().accounts.find((account) => account.currency === currency)?.balance;

  it('moves the balance of the account named by balance_changed', () => {
    applyBalanceChanged({ event_name: 'balance_changed', message: { currency: 'EUR', balance: 2_550, subunits: 100, reason: 'deposit' } });
    expect(balanceOf('EUR')).toBe(2_550);
  });

  it.each([
    [{ event_name: 'notification', message: { currency: 'EUR', balance: 5 } }],
    [{ event_name: 'balance_changed', message: { currency: 'EUR', balance: 12.5 } }],
    [{ event_name: 'balance_changed', message: { balance: 5 } }],
  ])('ignores %j', (event) => {
    applyBalanceChanged(event);
    expect(balanceOf('EUR')).toBe(1_000);
  });
});
