export * from './odds-format';
export * from './odds-thousandths';
export * from './odds-conversion';
export * from './fractional-odds';
export * from './format-odds';
export * from './price-ladder';
