import type { PromoTournamentDto, TournamentRatingDto } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/** GET /bonuses/tournaments (spec promotions §7): the running tournaments (active, paused). */
export function fetchTournaments(locale: string): Promise<PromoTournamentDto[]> {
  return sportsbookAuthRequest<{ data: PromoTournamentDto[] }>('/bonuses/tournaments', { locale, optional: true }).then((body) => body.data);
}

/** GET /bonuses/tournaments/{id}/rating: the top rows and, signed in, the player's own row. */
export function fetchTournamentRating(id: number, currency: string, locale: string): Promise<TournamentRatingDto> {
  return sportsbookAuthRequest<{ data: TournamentRatingDto }>(`/bonuses/tournaments/${id}/rating`, { locale, optional: true, query: { currency } }).then((body) => body.data);
}
