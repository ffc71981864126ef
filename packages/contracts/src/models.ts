/**
 * The client models and their mappers, without a single zod schema: what browser code imports
 * (`@sportsbook/contracts/models`), so validation stays on the server and zod out of the bundle.
 */
export * from './common/pagination.model';
export * from './catalogue/sport.model';
export * from './catalogue/category.model';
export * from './catalogue/tournament.model';
export * from './catalogue/market.model';
export * from './catalogue/statistics.model';
export * from './catalogue/match.model';
export * from './catalogue/counters.model';
export * from './catalogue/search.model';
export * from './catalogue/settings.model';
export * from './catalogue/prediction-id.model';
export * from './catalogue/prediction.model';
export * from './realtime/channels';
export * from './player/player.model';
export * from './player/user-limits.model';
export * from './player/sportsbook-session.model';
export * from './bets/bet.model';
export * from './bets/custom-bet.model';
export * from './bets/share-code.model';
export * from './bonuses/slip-offers.model';
export * from './bonuses/bonus.model';
export * from './notifications/notification.model';
export type * from './catalogue/sport';
export type * from './catalogue/category';
export type * from './catalogue/tournament';
export type * from './catalogue/market';
export type * from './catalogue/statistics';
export type * from './catalogue/match';
export type * from './catalogue/counters';
export type * from './catalogue/prediction';
export type * from './catalogue/search';
export type * from './catalogue/settings';
export type * from './common/pagination';
export type * from './player/player';
export type * from './player/auth';
export type * from './player/wallet';
export type * from './bets/bet';
export type * from './bets/cashout';
export type * from './bets/custom-bet';
export type * from './bets/share-code';
export type * from './player/favourites';
export * from './player/favourites.model';
export * from './host-frame/messages.model';
export type * from './notifications/notification';
