import { SITE_CONFIG_DEFAULTS } from '@sportsbook/contracts';
import { describe, expect, it } from 'vitest';
import { PAYMENT_FLAG_NAMES, quickDepositOffered, SPI_TEST_GROUP } from './flags';

describe('the payment flags', () => {
  const tester = [{ id: SPI_TEST_GROUP }];
  const other = [{ id: 'vip' }];

  it('are the settings store’s flags, off by default there: no quick deposit until an operator turns it on', () => {
    const defaults = { quickDeposit: SITE_CONFIG_DEFAULTS.features[PAYMENT_FLAG_NAMES.quickDeposit], quickDepositTest: SITE_CONFIG_DEFAULTS.features[PAYMENT_FLAG_NAMES.quickDepositTest] };
    expect(defaults).toEqual({ quickDeposit: false, quickDepositTest: false });
    expect(quickDepositOffered(defaults, tester)).toBe(false);
  });

  it('offers quick deposit to everyone when quick_deposit is on, to no one when it is off', () => {
    expect(quickDepositOffered({ quickDeposit: true, quickDepositTest: false }, other)).toBe(true);
    expect(quickDepositOffered({ quickDeposit: false, quickDepositTest: false }, tester)).toBe(false);
    expect(quickDepositOffered({ quickDeposit: false, quickDepositTest: true }, tester)).toBe(false);
  });

  it('offers it only to the spi_test group while quick_deposit_test is on', () => {
    const testing = { quickDeposit: true, quickDepositTest: true };
    expect(quickDepositOffered(testing, tester)).toBe(true);
    expect(quickDepositOffered(testing, other)).toBe(false);
    expect(quickDepositOffered(testing, [])).toBe(false);
  });
});
