import type { SystemSettingsDto } from './settings';

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
