import { bonusListKind, type BonusDto, type BonusTermsDto } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/**
 * The player's bonus calls (spec promotions §7): the player's bonuses (bearer), or the public
 * campaigns for a visitor (no bearer), and a bonus's terms in the page's language.
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
