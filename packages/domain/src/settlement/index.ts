export * from './bet-settlement';
export * from './cashout-offer';
export * from './freebet-settlement';
export * from './combo-boost-settlement';
export * from './bonus-cashout';
export * from './bonus-bet-settlement';
export * from './system-lines';
