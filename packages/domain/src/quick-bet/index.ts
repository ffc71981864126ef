export * from './quick-bet-state';
