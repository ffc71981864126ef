export * from './jackpot-rules';
