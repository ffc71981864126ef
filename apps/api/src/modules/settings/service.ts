import type { SystemSettingsDto } from '@sportsbook/contracts';
import { SYSTEM_SETTINGS } from './system-settings';

/** GET /settings: the configured system settings, stamped with when this configuration loaded. */
export class SettingsService {
  constructor(private readonly loadedAt: Date) {}

  settings(): SystemSettingsDto {
    return { ...SYSTEM_SETTINGS, updated_at: this.loadedAt.toISOString() };
  }
}
