export * from './hunting-terms';
export * from './hunting-points';
export * from './farming-stats';
export * from './amb-progress';
export * from './promotion-status';
