import { describe, expect, it } from 'vitest';
import { betsAfterCurrencyChange, convertRestoredBets } from '../src';
import { bet, selection } from './fixtures';

const USD = { currency: 'USD', subunits: 100 };

// spec core §4 "Session": currency change and restored bets.
describe('slip currency', () => {
  const eurBet = bet('single', [selection('m1')], { stake: 1000 });
  const usdBet = bet('single', [selection('m2')], { stake: 500, currency: 'USD' });

  it('on currency change, bets in another currency reset stake to 0 and stake source to sharing', () => {
    const [eur, usd] = betsAfterCurrencyChange([eurBet, usdBet], USD);
    expect(eur).toMatchObject({ stake: 0, stakeSource: 'sharing', currency: 'USD' });
    expect(usd).toBe(usdBet);
  });

  it('converts restored bets, and resets those without a rate', () => {
    const [eur, usd] = convertRestoredBets([eurBet, usdBet], USD, { EUR: 1, USD: 1.25 });
    expect(eur).toMatchObject({ stake: 1250, currency: 'USD' });
    expect(usd).toBe(usdBet);
    expect(convertRestoredBets([eurBet], USD, {})[0]).toMatchObject({ stake: 0, stakeSource: 'sharing' });
  });
});
