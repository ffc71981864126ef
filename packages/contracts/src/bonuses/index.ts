export * from './bonus-shared';
export * from './campaign';
export * from './bonus';
export * from './jackpot';
export { JACKPOT_HITS_LIMIT } from './jackpot-limits.model';
export * from './hunting';
export * from './tournament';
export { TOURNAMENT_RATING_LIMIT } from './tournament-limits.model';
export * from './lootbox';
