/**
 * The payment feature flags of spec core §6. Their one source is the settings store (issue 22):
 * `features.quick_deposit` and `features.quick_deposit_test` of GET /sportsbook/v1/site_config,
 * read live through useFeatureFlag (lib/site-config). Both are off by default (contracts
 * SITE_CONFIG_DEFAULTS); an operator turns them on with PATCH /operator/settings or the API's
 * SITE_SETTINGS environment variable (docs/payments.md).
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

/** Whether a player in `groups` (their status ids) is offered quick deposit. */
export function quickDepositOffered(flags: PaymentFlags, groups: readonly { id: string }[]): boolean {
  if (!flags.quickDeposit) return false;
  return !flags.quickDepositTest || groups.some((group) => group.id === SPI_TEST_GROUP);
}
