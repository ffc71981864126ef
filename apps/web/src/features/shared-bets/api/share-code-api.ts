import type { CustomBetCalculationDto, ShareCodeBody, SharedBetsDto, SystemSettingsDto } from '@sportsbook/contracts/models';
import type { RateTable } from '@sportsbook/domain';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/** POST /sportsbook/v1/bets/share-code {bets} → the code (a visitor may share too). */
export async function createShareCode(body: ShareCodeBody, locale: string): Promise<string> {
  const response = await sportsbookAuthRequest<{ code: string }>('/bets/share-code', { method: 'POST', body, locale, optional: true });
  return response.code;
}

/** GET /sportsbook/v1/bets/share-code?code= → the shared bets as the board has them now. */
export async function fetchSharedBets(code: string, locale: string): Promise<SharedBetsDto> {
  const response = await sportsbookAuthRequest<{ data: SharedBetsDto }>('/bets/share-code', { query: { code }, locale, optional: true });
  return response.data;
}

/** POST /bets/custom/calculate: the builder price of a restored custom bet. */
export async function calculateCustomOdds(body: ShareCodeBody['bets'][number]['selections'], locale: string): Promise<CustomBetCalculationDto> {
  const response = await sportsbookAuthRequest<{ data: CustomBetCalculationDto }>('/bets/custom/calculate', {
    method: 'POST',
    body: { selections: body },
    locale,
    optional: true,
  });
  return response.data;
}

/**
 * The reference exchange rates of the site's currencies, from GET /sportsbook/v1/settings
 * `currencies` (spec core §3 "System settings: currencies"): code → units per common base.
 */
export async function fetchExchangeRates(locale: string): Promise<RateTable> {
  const response = await sportsbookAuthRequest<{ data: Pick<SystemSettingsDto, 'currencies'> }>('/settings', { locale, optional: true });
  return Object.fromEntries((response.data.currencies ?? []).map((currency) => [currency.code, currency.rate]));
}
