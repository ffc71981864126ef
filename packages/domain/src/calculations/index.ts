export * from './total-odds';
export * from './potential-win';
export * from './system-bets';
export * from './combo-boost';
export * from './freebet-payout';
export * from './bonus-potential-win';
