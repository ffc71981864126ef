import { bonusListKind, type BonusDto, type BonusTermsDto, type MarkAsSeenBody } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/**
 * The player's bonus calls (spec promotions §7): the player's bonuses (bearer), or the public
 * campaigns for a visitor (no bearer), a bonus's terms in the page's language, the unseen ones,
 * marking them seen and activating one.
 */
export async function fetchBonuses(locale: string): Promise<BonusDto[]> {
  // Every status a player can act on or look back at; a visitor gets the public campaigns.
  const body = await sportsbookAuthRequest<{ data: BonusDto[] }>('/bonuses', { locale, optional: true, query: { status: 'available,active,not_available,overridden,bonus_over,expired' } });
  return body.data;
}

export async function fetchBonusTerms(bonus: Pick<BonusDto, 'id' | 'type'>, locale: string): Promise<BonusTermsDto | null> {
  const body = await sportsbookAuthRequest<{ data: BonusTermsDto[] }>(`/bonuses/${bonusListKind(bonus)}/${encodeURIComponent(bonus.id)}/terms`, { locale, optional: true, query: { locale } });
  return body.data[0] ?? null;
}

/** Spec promotions §9 "fetch-all 500". */
const FETCH_ALL = 500;

/**
 * The player's unseen bonuses that a notice would show (spec promotions §4 "a bonus is shown if its
 * user status is AVAILABLE, ACTIVE or NOT_AVAILABLE"): what the unseen count counts.
 */
export async function fetchUnseenBonuses(): Promise<BonusDto[]> {
  const body = await sportsbookAuthRequest<{ data: BonusDto[] }>('/bonuses', { query: { status: 'available,active,not_available', unseen: 'true', limit_per_type: FETCH_ALL } });
  return body.data;
}

/** POST /bonuses/mark-as-seen (spec promotions §4 "sends only those not yet seen": the caller picks them). */
export async function markBonusesSeen(bonuses: MarkAsSeenBody['bonuses']): Promise<void> {
  await sportsbookAuthRequest('/bonuses/mark-as-seen', { method: 'POST', body: { bonuses } });
}

/** POST /bonuses/{id}/activate: answers the bonus as it now is. */
export async function activateBonus(id: string, locale: string): Promise<BonusDto> {
  const body = await sportsbookAuthRequest<{ data: BonusDto }>(`/bonuses/${encodeURIComponent(id)}/activate`, { method: 'POST', locale });
  return body.data;
}
