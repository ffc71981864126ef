export * from './bet-settlement';
export * from './cashout-offer';
