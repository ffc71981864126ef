import { describe, expect, it } from 'vitest';
import { SYSTEM_SETTINGS } from '../../src/modules/settings/system-settings';
import { CURRENCIES } from '../../src/modules/wallet/currencies';

describe('default bet limits (spec core §3 "Bet limits": fiat and crypto lists)', () => {
  it('give every wallet currency a max stake and a payout limit, in the list of its kind', () => {
    const { max_stake_limit: stake, payout_limit: payout } = SYSTEM_SETTINGS.bet_limits_settings;
    for (const currency of CURRENCIES) {
      const kind = currency.fiat ? 'fiat' : 'crypto';
      expect(stake[kind].find((entry) => entry.currency_code === currency.code)?.amount, `max stake of ${currency.code}`).toBeGreaterThan(0);
      expect(payout[kind].find((entry) => entry.currency_code === currency.code)?.amount, `payout limit of ${currency.code}`).toBeGreaterThan(0);
    }
  });
});
