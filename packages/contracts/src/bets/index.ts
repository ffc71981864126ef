export * from './bet';
export * from './cashout';
