export type { PromoTournamentDto, TournamentRatingDto, TournamentRowDto } from './tournament';
export { TOURNAMENT_RATING_LIMIT } from './tournament-limits.model';
