import { createSingleBet, type SlipSelection } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { withoutBetcode } from './betcode-param';
import { betcodeOf, shareLinkOf, toShareBet } from './share-mapping';

describe('share links', () => {
  it('adds the code to the current address, keeping its parameters', () => {
    expect(shareLinkOf('https://example.com/en/soccer?tab=x#top', 'abcdefghij')).toBe('https://example.com/en/soccer?tab=x&betcode=abcdefghij');
  });

  it('reads and removes the code, keeping other parameters and the hash', () => {
    const href = 'https://example.com/ar/live?sport=soccer&betcode=abcdefghij&page=2#markets';
    expect(betcodeOf(href)).toBe('abcdefghij');
    expect(withoutBetcode(href)).toBe('/ar/live?sport=soccer&page=2#markets');
    expect(withoutBetcode('https://example.com/en?betcode=x')).toBe('/en');
    expect(betcodeOf('https://example.com/en')).toBeNull();
  });
});

describe('toShareBet', () => {
  it('sends the wire identity of each selection, the type and the stake', () => {
    const selection = { id: '10:18:total=2.5:12', matchId: 10, marketId: 18, specifier: 'total=2.5', outcomeId: '12' } as SlipSelection;
    const bet = { ...createSingleBet(selection, { currency: 'EUR', subunits: 100 }), stake: 250 };
    expect(toShareBet(bet)).toEqual({
      type: 'single',
      stake: { value: 250, currency: 'EUR' },
      system: null,
      selections: [{ match_id: 10, market_id: 18, specifier: 'total=2.5', outcome_id: '12' }],
    });
    expect(toShareBet({ ...bet, stake: 0 }).stake).toBeNull();
  });
});
