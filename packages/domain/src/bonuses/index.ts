export * from './bonus-types';
export * from './bonus-selection';
export * from './bonus-notices';
