export * from './player-profile';
export * from './responsible-gambling';
