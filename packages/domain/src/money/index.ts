export * from './money';
export * from './format-money';
export * from './currency-conversion';
