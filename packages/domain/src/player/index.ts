export * from './player-profile';
