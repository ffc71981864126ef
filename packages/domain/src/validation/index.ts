export * from './bet-limits';
export * from './selection-validation';
export * from './bet-set-validation';
