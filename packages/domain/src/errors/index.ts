export * from './placement-errors';
