import type { SystemSettingsDto } from '@sportsbook/contracts';
import { ODDS_FORMATS } from '@sportsbook/domain';
import { BUILT_IN_SITE_CONFIG } from '../site-config/defaults';

/**
 * The operator's system settings (spec core §3 "Server settings"). This reference backend keeps
 * them as configuration; an operator edits this file (or serves their own /settings).
 */
export const SYSTEM_SETTINGS: Omit<SystemSettingsDto, 'updated_at'> = {
  custom_bet_allow_single: false,
  custom_bet_enabled: true,
  stakes: [100, 500, 1_000, 5_000],
  auto_accept_odds_change: 'higher',
  odds_types: { available: [...ODDS_FORMATS], selected: 'decimal' },
  // GET /settings answers the site configuration's features.video (on by default: the built-in test stream).
  video_settings: { enabled: false },
  provider_statuses: [
    { provider: 'betradar', active: true },
    { provider: 'oddin', active: true },
    { provider: 'betconstruct', active: false },
  ],
  // Defaults; GET /settings answers the site configuration's (issue 22: the operator may change them).
  sport_type_providers: BUILT_IN_SITE_CONFIG.sport_type_providers,
  multi_bet_settings: { available_by_provider: { betradar: true, oddin: true, betconstruct: false } },
  additional_providers: {
    horse_racing: { enabled: false },
    lotto: { enabled: false },
    premium_cricket: { enabled: true },
    virtual_gaming_arena: { enabled: false },
  },
  allow_multiple_active_user_freebets: false,
  bet_limits_settings: {
    // Every wallet currency has both limits (a currency without one would be unlimited; tested):
    // about 100,000 EUR of stake and 1,000,000 EUR of payout each, in minor units (BTC in satoshis).
    max_stake_limit: {
      fiat: [{ currency_code: 'EUR', amount: 100_000_00 }, { currency_code: 'USD', amount: 100_000_00 }, { currency_code: 'GBP', amount: 100_000_00 }, { currency_code: 'BRL', amount: 500_000_00 }],
      crypto: [{ currency_code: 'BTC', amount: 1_00_000_000 }],
    },
    payout_limit: {
      fiat: [{ currency_code: 'EUR', amount: 1_000_000_00 }, { currency_code: 'USD', amount: 1_000_000_00 }, { currency_code: 'GBP', amount: 1_000_000_00 }, { currency_code: 'BRL', amount: 5_000_000_00 }],
      crypto: [{ currency_code: 'BTC', amount: 10_00_000_000 }],
      action: 'reject',
    },
    odds_limit: { value: 1_000, action: 'reject' },
    selection_limit: { value: 30 },
  },
  default_currency_code: 'EUR',
  locales: BUILT_IN_SITE_CONFIG.locales,
};
