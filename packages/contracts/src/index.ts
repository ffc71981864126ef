export * from './common';
export * from './catalogue';
export * from './realtime';
export * from './player';
export * from './bets';
export * from './notifications';
export * from './bonuses';
export * from './errors';
