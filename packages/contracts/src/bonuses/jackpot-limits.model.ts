/** spec promotions §5 "Jackpot hits default limit 10", §9 "hits limit 10". */
export const JACKPOT_HITS_LIMIT = 10;
