/** The refusal of POST /bonuses/{id}/activate when the bonus is expired, spent, unavailable or ended (422); no zod, for the browser too. */
export const BONUS_NOT_ACTIVATABLE = 'BONUS_NOT_ACTIVATABLE';
