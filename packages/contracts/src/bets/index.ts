export * from './bet';
export * from './cashout';
export * from './custom-bet';
export * from './share-code';
