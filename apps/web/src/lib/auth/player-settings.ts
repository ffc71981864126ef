import type { SystemSettingsDto } from '@sportsbook/contracts/models';
import { toSystemSettings } from '@sportsbook/contracts/models';
import type { RateTable } from '@sportsbook/domain';
import { platformRequest } from '@/lib/api/platform-client';
import type { UserSettings } from './auth-store';
import { sportsbookAuthRequest } from './sportsbook-token';

export interface UserSettingsUpdate {
  odds_type?: string;
  stakes?: number[];
  auto_accept_odds_change?: 'none' | 'higher' | 'any';
}

export interface SettingsSnapshot {
  settings: UserSettings;
  defaultCurrency: string;
  /** GET /settings `currencies`: code → reference rate ({} when absent, as in the POST answer). */
  exchangeRates: RateTable;
}

function toSnapshot(body: { data: SystemSettingsDto }): SettingsSnapshot {
  const settings = toSystemSettings(body.data);
  return {
    settings: { oddsType: settings.activeOddsType, stakes: settings.stakes, oddsAcceptMode: settings.oddsAcceptMode },
    defaultCurrency: settings.defaultCurrencyCode,
    exchangeRates: Object.fromEntries((body.data.currencies ?? []).map((currency) => [currency.code, currency.rate])),
  };
}

/** GET /sportsbook/v1/settings with the bearer when signed in: the player's choices merged in. */
export async function getUserSettings(locale?: string): Promise<SettingsSnapshot> {
  return toSnapshot(await sportsbookAuthRequest<{ data: SystemSettingsDto }>('/settings', { optional: true, ...(locale ? { locale } : {}) }));
}

/** POST /sportsbook/v1/settings (bearer): saves odds type, stakes (four), odds-change mode. */
export async function saveUserSettings(update: UserSettingsUpdate): Promise<SettingsSnapshot> {
  return toSnapshot(await sportsbookAuthRequest<{ data: SystemSettingsDto }>('/settings', { method: 'POST', body: update }));
}

/** PATCH /platform/player/update_locale: the server confirms the language it stored. */
export async function updateLocale(locale: string): Promise<string> {
  const response = await platformRequest<{ language: string }>('/player/update_locale', { method: 'PATCH', body: { locale } });
  return response.language;
}
