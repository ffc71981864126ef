import { z } from 'zod';
import { ODDS_FORMATS, PROVIDERS, SPORT_TYPES } from '@sportsbook/domain';

const currencyAmountSchema = z.object({ currency_code: z.string(), amount: z.number().int().nonnegative() });
const limitActionSchema = z.enum(['accept', 'reject']);

/** Bet limits (spec core §3): fiat and crypto lists per currency, odds and selection limits. */
export const betLimitsSettingsSchema = z.object({
  max_stake_limit: z.object({ fiat: z.array(currencyAmountSchema), crypto: z.array(currencyAmountSchema) }),
  payout_limit: z.object({
    fiat: z.array(currencyAmountSchema),
    crypto: z.array(currencyAmountSchema),
    action: limitActionSchema,
  }),
  odds_limit: z.object({ value: z.number().positive(), action: limitActionSchema }),
  selection_limit: z.object({ value: z.number().int().positive() }),
});

/** System settings as the server sends them (spec core §3 "Server settings"). */
export const systemSettingsSchema = z.object({
  custom_bet_allow_single: z.boolean(),
  custom_bet_enabled: z.boolean(),
  stakes: z.array(z.number().int().nonnegative()),
  auto_accept_odds_change: z.enum(['none', 'higher', 'any']),
  odds_types: z.object({ available: z.array(z.enum(ODDS_FORMATS)), selected: z.enum(ODDS_FORMATS) }),
  updated_at: z.string(),
  video_settings: z.object({ enabled: z.boolean() }),
  provider_statuses: z.array(z.object({ provider: z.enum(PROVIDERS), active: z.boolean() })),
  sport_type_providers: z.partialRecord(z.enum(SPORT_TYPES), z.array(z.enum(PROVIDERS))),
  multi_bet_settings: z.object({ available_by_provider: z.partialRecord(z.enum(PROVIDERS), z.boolean()) }),
  additional_providers: z.object({
    horse_racing: z.object({ enabled: z.boolean() }),
    lotto: z.object({ enabled: z.boolean() }),
    premium_cricket: z.object({ enabled: z.boolean() }),
    virtual_gaming_arena: z.object({ enabled: z.boolean() }),
  }),
  allow_multiple_active_user_freebets: z.boolean(),
  bet_limits_settings: betLimitsSettingsSchema,
  default_currency_code: z.string(),
  /**
   * The currencies of the site (spec core §3 "System settings: currencies"; "Currency: code,
   * subunits, fiat flag") with a reference exchange rate each: units of the currency per one unit
   * of a common base (only ratios matter). Sent by GET /settings; a restored shared stake is
   * converted with them (issue 6). Absent from the answer of POST /settings.
   */
  currencies: z
    .array(z.object({ code: z.string(), subunits: z.number().int().positive(), fiat: z.boolean(), rate: z.number().positive() }))
    .optional(),
  locales: z.array(z.object({ code: z.string(), name_in_locale: z.string() })),
});
export type SystemSettingsDto = z.infer<typeof systemSettingsSchema>;
