/** The rows GET /tournaments/{id}/rating answers by default (the top 20; the caller's own row besides). */
export const TOURNAMENT_RATING_LIMIT = 20;
