import type { SystemSettingsDto } from '@sportsbook/contracts';
import { SYSTEM_SETTINGS } from './system-settings';

export interface SettingsSources {
  loadedAt: Date;
  /** The providers' live statuses (a feed outage turns one off), not the configured defaults. */
  providerStatuses: () => SystemSettingsDto['provider_statuses'];
}

/** GET /settings: the configured system settings, stamped with when this configuration loaded. */
export class SettingsService {
  constructor(private readonly sources: SettingsSources) {}

  settings(): SystemSettingsDto {
    return {
      ...SYSTEM_SETTINGS,
      provider_statuses: this.sources.providerStatuses(),
      updated_at: this.sources.loadedAt.toISOString(),
    };
  }
}
