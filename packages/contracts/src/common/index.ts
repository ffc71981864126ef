export * from './pagination';
export * from './errors';
