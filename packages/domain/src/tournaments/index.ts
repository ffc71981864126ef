export * from './tournament-qualification';
export * from './tournament-ranking';
export * from './tournament-prizes';
export * from './tournament-payouts';
