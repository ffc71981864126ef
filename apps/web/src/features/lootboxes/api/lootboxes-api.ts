import type { LootboxDto, LootboxOpenResponse } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/** Boxes to open and boxes opened (with their prizes); the list's default is available and active. */
const SHOWN = 'available,not_available,bonus_over';
/** Spec promotions §7/§9: the lootbox list's page is 500. */
const ALL = 500;

/** GET /bonuses/lootboxes: the player's boxes (a visitor's: the public lootbox campaigns). */
export async function fetchLootboxes(locale: string): Promise<LootboxDto[]> {
  return (await sportsbookAuthRequest<{ data: LootboxDto[] }>('/bonuses/lootboxes', { locale, optional: true, query: { status: SHOWN, limit: ALL, locale } })).data;
}

/** POST /bonuses/lootboxes/{id}/open: the prize (the same again for a box opened before). */
export async function openLootbox(id: string, locale: string): Promise<LootboxOpenResponse['data']> {
  return (await sportsbookAuthRequest<LootboxOpenResponse>(`/bonuses/lootboxes/${encodeURIComponent(id)}/open`, { method: 'POST', locale })).data;
}
