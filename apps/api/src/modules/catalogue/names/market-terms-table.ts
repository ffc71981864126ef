import type { MarketTerms } from './market-terms';
import { MARKET_TERMS_EUROPE } from './market-terms-europe';
import { MARKET_TERMS_WORLD } from './market-terms-world';

/** The market terms of every public-channel language but English (the feed's own). */
export const MARKET_TERMS: Readonly<Record<string, MarketTerms>> = { ...MARKET_TERMS_EUROPE, ...MARKET_TERMS_WORLD };
