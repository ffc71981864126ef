export * from './money';
export * from './format-money';
export * from './exchange-rates';
export * from './currency-conversion';
export * from './amount-text';
