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
  sport_type_providers: z.record(z.enum(SPORT_TYPES), z.array(z.enum(PROVIDERS))),
  multi_bet_settings: z.object({ available_by_provider: z.record(z.enum(PROVIDERS), z.boolean()) }),
  additional_providers: z.object({
    horse_racing: z.object({ enabled: z.boolean() }),
    lotto: z.object({ enabled: z.boolean() }),
    premium_cricket: z.object({ enabled: z.boolean() }),
    virtual_gaming_arena: z.object({ enabled: z.boolean() }),
  }),
  allow_multiple_active_user_freebets: z.boolean(),
  bet_limits_settings: betLimitsSettingsSchema,
  default_currency_code: z.string(),
  locales: z.array(z.object({ code: z.string(), name_in_locale: z.string() })),
});
export type SystemSettingsDto = z.infer<typeof systemSettingsSchema>;

export interface SystemSettings {
  customBetEnabled: boolean;
  isAllowedSingleCustomBet: boolean;
  stakes: number[];
  oddsAcceptMode: 'NONE' | 'HIGHER' | 'ANY';
  oddsTypes: SystemSettingsDto['odds_types']['available'];
  activeOddsType: SystemSettingsDto['odds_types']['selected'];
  videoEnabled: boolean;
  providerStatuses: SystemSettingsDto['provider_statuses'];
  sportTypeProviders: SystemSettingsDto['sport_type_providers'];
  multiSingleAvailableByProvider: SystemSettingsDto['multi_bet_settings']['available_by_provider'];
  isHorseRacingEnabled: boolean;
  isLotteryEnabled: boolean;
  isPremiumCricketEnabled: boolean;
  isVirtualGamingArenaEnabled: boolean;
  isMultiActiveFreebetsAllowed: boolean;
  betsLimits: SystemSettingsDto['bet_limits_settings'];
  defaultCurrencyCode: string;
  locales: { code: string; nameInLocale: string }[];
}

export function toSystemSettings(dto: SystemSettingsDto): SystemSettings {
  return {
    customBetEnabled: dto.custom_bet_enabled,
    isAllowedSingleCustomBet: dto.custom_bet_allow_single,
    stakes: dto.stakes,
    oddsAcceptMode: dto.auto_accept_odds_change === 'none' ? 'NONE' : dto.auto_accept_odds_change === 'higher' ? 'HIGHER' : 'ANY',
    oddsTypes: dto.odds_types.available,
    activeOddsType: dto.odds_types.selected,
    videoEnabled: dto.video_settings.enabled,
    providerStatuses: dto.provider_statuses,
    sportTypeProviders: dto.sport_type_providers,
    multiSingleAvailableByProvider: dto.multi_bet_settings.available_by_provider,
    isHorseRacingEnabled: dto.additional_providers.horse_racing.enabled,
    isLotteryEnabled: dto.additional_providers.lotto.enabled,
    isPremiumCricketEnabled: dto.additional_providers.premium_cricket.enabled,
    isVirtualGamingArenaEnabled: dto.additional_providers.virtual_gaming_arena.enabled,
    isMultiActiveFreebetsAllowed: dto.allow_multiple_active_user_freebets,
    betsLimits: dto.bet_limits_settings,
    defaultCurrencyCode: dto.default_currency_code,
    locales: dto.locales.map((locale) => ({ code: locale.code, nameInLocale: locale.name_in_locale })),
  };
}
