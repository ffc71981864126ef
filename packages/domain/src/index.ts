export * from './catalogue';
export * from './odds';
export * from './money';
