import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_FLAGS, quickDepositOffered, SPI_TEST_GROUP } from './flags';

describe('the payment flags', () => {
  const tester = [{ id: SPI_TEST_GROUP }];
  const other = [{ id: 'vip' }];

  it('offers quick deposit to everyone by default, to no one when quick_deposit is off', () => {
    expect(quickDepositOffered(DEFAULT_PAYMENT_FLAGS, other)).toBe(true);
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
