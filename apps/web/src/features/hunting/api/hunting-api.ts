import type { AmbDto, BoostResponse, HuntingDto } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/** Every status a player can act on or look back at (the lists' default is available and active). */
const SHOWN = 'available,active,not_available,bonus_over';
/** Spec promotions §9 "fetch-all 500": the page shows every hunting and progress at once. */
const ALL = 500;

/** GET /bonuses/huntings: the huntings with the player's farming_stats (a visitor's: zero). */
export async function fetchHuntings(locale: string): Promise<HuntingDto[]> {
  return (await sportsbookAuthRequest<{ data: HuntingDto[] }>('/bonuses/huntings', { locale, optional: true, query: { status: SHOWN, limit: ALL } })).data;
}

/** GET /bonuses/freebets/amb: the free-bet progresses with the player's count. */
export async function fetchAmbs(locale: string): Promise<AmbDto[]> {
  return (await sportsbookAuthRequest<{ data: AmbDto[] }>('/bonuses/freebets/amb', { locale, optional: true, query: { status: SHOWN, limit: ALL } })).data;
}

/** POST /bonuses/h<id>/activate: the player farms from now. */
export async function activateHunting(id: string, locale: string): Promise<HuntingDto> {
  return (await sportsbookAuthRequest<{ data: HuntingDto }>(`/bonuses/${encodeURIComponent(id)}/activate`, { method: 'POST', locale })).data;
}

/** POST /bonuses/{id}/boost: the points left over raise this farmed free bet. */
export async function boostFreebet(id: string, locale: string): Promise<BoostResponse['data']> {
  return (await sportsbookAuthRequest<BoostResponse>(`/bonuses/${encodeURIComponent(id)}/boost`, { method: 'POST', locale })).data;
}
