export * from './statuses';
export * from './search';
export * from './sorting';
export * from './tennis-score';
