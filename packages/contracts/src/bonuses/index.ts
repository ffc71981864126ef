export * from './bonus-shared';
export * from './campaign';
export * from './bonus';
