import type { PartnerApp, SiteConfigDto, SystemSettingsDto } from '@sportsbook/contracts';
import type { RateTable } from '@sportsbook/domain';
import { currencySettings, DEFAULT_EXCHANGE_RATES } from './exchange-rates';
import { SYSTEM_SETTINGS } from './system-settings';

export interface SettingsSources {
  loadedAt: Date;
  /** The providers' live statuses (a feed outage turns one off), not the configured defaults. */
  providerStatuses: () => SystemSettingsDto['provider_statuses'];
  /** Reference exchange rates (EXCHANGE_RATES over the built-in table; ./exchange-rates). */
  exchangeRates?: RateTable;
  /** The site configuration in force: sport_type_providers and locales come from it (issue 22), video_settings from features.video. */
  siteConfig?: () => Promise<Pick<SiteConfigDto, 'sport_type_providers' | 'locales' | 'features'>>;
  /** The partner apps offered (PARTNER_APPS): their additional providers are enabled, which shows their pages. */
  partnerApps?: readonly PartnerApp[];
}

/** Which additional provider of the system settings (spec core §3) shows each partner page. */
const PROVIDER_OF_APP = { racing: 'horse_racing', lotteries: 'lotto', 'virtual-gaming-arena': 'virtual_gaming_arena' } as const satisfies Record<PartnerApp, keyof SystemSettingsDto['additional_providers']>;

/** GET /settings: the configured system settings, stamped with when this configuration loaded. */
export class SettingsService {
  private readonly currencies: NonNullable<SystemSettingsDto['currencies']>;

  constructor(private readonly sources: SettingsSources) {
    this.currencies = currencySettings(sources.exchangeRates ?? DEFAULT_EXCHANGE_RATES);
  }

  async settings(): Promise<SystemSettingsDto> {
    const site = await this.sources.siteConfig?.();
    const additional = { ...SYSTEM_SETTINGS.additional_providers };
    for (const app of this.sources.partnerApps ?? []) additional[PROVIDER_OF_APP[app]] = { enabled: true };
    return {
      ...SYSTEM_SETTINGS,
      additional_providers: additional,
      ...(site ? { sport_type_providers: site.sport_type_providers, locales: site.locales, video_settings: { enabled: site.features.video } } : {}),
      provider_statuses: this.sources.providerStatuses(),
      currencies: this.currencies,
      updated_at: this.sources.loadedAt.toISOString(),
    };
  }
}
