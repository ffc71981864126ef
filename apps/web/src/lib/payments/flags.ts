import { create } from 'zustand';

/**
 * The payment feature flags of spec core §6, in one place until the settings store (issue 22)
 * holds them: their defaults come from the web server's environment (FEATURE_QUICK_DEPOSIT,
 * FEATURE_QUICK_DEPOSIT_TEST), handed to the browser by the payments mount.
 */
export const PAYMENT_FLAG_NAMES = { quickDeposit: 'quick_deposit', quickDepositTest: 'quick_deposit_test' } as const;

/** The player group (status id) that sees quick deposit while `quick_deposit_test` is on (spec core §6). */
export const SPI_TEST_GROUP = 'spi_test';

export interface PaymentFlags {
  /** quick_deposit: the quick-deposit form beside the framed deposit page (off: the page alone). */
  quickDeposit: boolean;
  /** quick_deposit_test: quick deposit is being tried out, offered only to players in the spi_test group. */
  quickDepositTest: boolean;
}

export const DEFAULT_PAYMENT_FLAGS: PaymentFlags = { quickDeposit: true, quickDepositTest: false };

export const usePaymentFlags = create<PaymentFlags>()(() => DEFAULT_PAYMENT_FLAGS);

export function setPaymentFlags(flags: PaymentFlags): void {
  usePaymentFlags.setState(flags, true);
}

/** Whether a player in `groups` (their status ids) is offered quick deposit. */
export function quickDepositOffered(flags: PaymentFlags, groups: readonly { id: string }[]): boolean {
  if (!flags.quickDeposit) return false;
  return !flags.quickDepositTest || groups.some((group) => group.id === SPI_TEST_GROUP);
}
