import type { CustomBetCalculationDto, Market } from '@sportsbook/contracts/models';
import { describe, expect, it } from 'vitest';
import { addablePrice, oddsByOutcome, refusalMessages, togglePick, toWireSelections, type BuilderPick } from './builder';

function market(marketId: number, specifier = '', status: Market['status'] = 1): Market {
  return {
    matchUrnId: 'sr:match:1',
    marketId,
    name: `M${marketId}`,
    status,
    specifier,
    outcomes: [
      { outcomeId: '1', name: 'One', active: true, odds: 2 },
      { outcomeId: '2', name: 'Two', active: true, odds: 1.8 },
    ],
    marketGroups: [],
    priority: 0,
    mostBalanced: false,
    nextBetStop: null,
    customBetGroups: ['main'],
  };
}
const pick = (m: Market, index = 0): BuilderPick => ({ market: m, outcome: m.outcomes[index]! });
const calc = (overrides: Partial<CustomBetCalculationDto> = {}): CustomBetCalculationDto => ({ odds: 3.2, probability: 0.3, product_odds: 3.6, combined: [0, 1], refusals: [], ...overrides });

describe('togglePick', () => {
  it('adds, replaces within the same market, and removes the same outcome', () => {
    const a = market(1);
    const b = market(18, 'total=2.5');
    let picks = togglePick([], pick(a));
    picks = togglePick(picks, pick(b));
    expect(picks.map((item) => item.market.marketId)).toEqual([1, 18]);
    picks = togglePick(picks, pick(a, 1));
    expect(picks.map((item) => item.outcome.outcomeId)).toEqual(['2', '1']);
    picks = togglePick(picks, pick(a, 1));
    expect(picks.map((item) => item.market.marketId)).toEqual([18]);
  });
});

describe('addablePrice', () => {
  const two = [pick(market(1)), pick(market(18, 'total=2.5'))];

  it('needs two non-suspended selections that all combine at a price', () => {
    expect(addablePrice(two, calc())).toBe(3.2);
    expect(addablePrice(two.slice(0, 1), calc({ combined: [0] }))).toBeNull();
    expect(addablePrice([pick(market(1)), pick(market(18, '', -1))], calc())).toBeNull();
    expect(addablePrice(two, calc({ odds: null }))).toBeNull();
    expect(addablePrice(two, calc({ combined: [0] }))).toBeNull();
    expect(addablePrice(two, undefined)).toBeNull();
  });

  it('is refused when the server explains a refusal, whose text is shown', () => {
    const refusal = { selection_indexes: [1], outcome_ids: ['1'], conflicts_with: [0], code: 'CUSTOM_BET_CONTRADICTORY' as const, message_key: 'error.custom_bet.contradictory', localized_message: 'These cannot both win.' };
    const refused = calc({ refusals: [refusal, refusal] });
    expect(addablePrice(two, refused)).toBeNull();
    expect(refusalMessages(refused)).toEqual(['These cannot both win.']);
  });
});

describe('wire helpers', () => {
  it('names the selections as the catalogue does and reads the add-odds by outcome', () => {
    expect(toWireSelections(5, [pick(market(18, 'total=2.5'), 1)])).toEqual([{ match_id: 5, market_id: 18, specifier: 'total=2.5', outcome_id: '2' }]);
    const odds = oddsByOutcome({ match_id: 5, odds: 2, outcomes: [{ market_id: 18, specifier: 'total=2.5', outcome_id: '2', odds: 3.4, code: null }] });
    expect(odds.get('18|total=2.5|2')).toBe(3.4);
  });
});
