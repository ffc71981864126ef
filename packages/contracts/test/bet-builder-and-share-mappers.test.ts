import { describe, expect, it } from 'vitest';
import {
  toCustomBetBody,
  toCustomBetCalculation,
  toCustomBetMarkets,
  toCustomBetOdds,
  toShareCodeBody,
  toSharedBets,
} from '../src/models';
import {
  customBetCalculationSchema,
  customBetMarketsSchema,
  customBetOddsSchema,
  sharedBetsSchema,
  shareCodeQuerySchema,
} from '../src';

describe('bet builder mappers', () => {
  it('turns slip selections into the calculate body with the wire names', () => {
    expect(toCustomBetBody([{ matchId: 7, marketId: 18, specifier: 'total=2.5', outcomeId: 'over' }])).toEqual({
      selections: [{ match_id: 7, market_id: 18, specifier: 'total=2.5', outcome_id: 'over' }],
    });
  });

  it('maps a calculation with its refusals to camelCase', () => {
    const wire = customBetCalculationSchema.parse({
      data: {
        odds: 3.41,
        probability: 0.27,
        product_odds: 3.9,
        combined: [0, 1],
        refusals: [{
          selection_indexes: [2],
          outcome_ids: ['0:1'],
          conflicts_with: [0],
          code: 'CUSTOM_BET_CONTRADICTORY',
          message_key: 'error.custom_bet.contradictory',
          localized_message: 'These selections cannot all win.',
        }],
      },
    });
    expect(toCustomBetCalculation(wire.data)).toEqual({
      odds: 3.41,
      probability: 0.27,
      productOdds: 3.9,
      combined: [0, 1],
      refusals: [{
        selectionIndexes: [2],
        outcomeIds: ['0:1'],
        conflictsWith: [0],
        code: 'CUSTOM_BET_CONTRADICTORY',
        messageKey: 'error.custom_bet.contradictory',
        localizedMessage: 'These selections cannot all win.',
      }],
    });
  });

  it('maps the per-outcome builder odds, keeping refusals as codes', () => {
    const wire = customBetOddsSchema.parse({
      data: { match_id: 7, odds: 2.1, outcomes: [
        { market_id: 1, specifier: '', outcome_id: '1', odds: 3.2, code: null },
        { market_id: 1, specifier: '', outcome_id: '2', odds: null, code: 'CUSTOM_BET_SAME_MARKET' },
      ] },
    });
    expect(toCustomBetOdds(wire.data)).toEqual({
      matchId: 7,
      odds: 2.1,
      outcomes: [
        { marketId: 1, specifier: '', outcomeId: '1', odds: 3.2, code: null },
        { marketId: 1, specifier: '', outcomeId: '2', odds: null, code: 'CUSTOM_BET_SAME_MARKET' },
      ],
    });
  });

  it('maps builder markets and their groups', () => {
    const wire = customBetMarketsSchema.parse({
      data: [{
        match_urn_id: 'sr:match:7', id: 1, name: '1x2', status: 1, specifier: '', outcomes: [{ id: '1', name: 'Home', active: true, odds: 2 }],
        market_groups: ['main'], priority: 1, most_balanced: false, next_bet_stop: null, custom_bet_groups: ['result'],
      }],
      groups: [{ key: 'result', market_ids: ['1'] }],
    });
    const mapped = toCustomBetMarkets(wire);
    expect(mapped.groups).toEqual([{ key: 'result', marketKeys: ['1'] }]);
    expect(mapped.markets[0]?.customBetGroups).toEqual(['result']);
  });
});

describe('shared bet mappers', () => {
  it('sends a slip to share with snake_case system and selections', () => {
    expect(toShareCodeBody([{ type: 'system', stake: { value: 500, currency: 'EUR' }, system: { winCount: 2, totalCount: 3 }, selections: [{ matchId: 1, marketId: 1, specifier: '', outcomeId: '1' }] }])).toEqual({
      bets: [{ type: 'system', stake: { value: 500, currency: 'EUR' }, system: { win_count: 2, total_count: 3 }, selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1' }] }],
    });
    expect(toShareCodeBody([{ type: 'single', selections: [] }]).bets[0]).toMatchObject({ stake: null, system: null });
  });

  it('normalises a code and refuses a malformed one', () => {
    expect(shareCodeQuerySchema.parse({ code: ' ABCDEFGH23 ' }).code).toBe('abcdefgh23');
    expect(shareCodeQuerySchema.safeParse({ code: 'abc' }).success).toBe(false);
  });

  it('maps restored bets with what the slip needs', () => {
    const match = {
      id: 9, urn_id: 'sr:match:9', slug: 'a-vs-b-9', type: 'match', status: 1, start_time: '2025-03-01T12:00:00.000Z', provider: 'betradar',
      sport_key: 'football', sport_name: 'Football', category_name: 'England', tournament: { id: 3, slug: 'premier', name: 'Premier League' },
      home: { name: 'A', logo: null }, away: { name: 'B', logo: 'b.png' },
    };
    const wire = sharedBetsSchema.parse({ data: { bets: [{
      type: 'single', stake: null, system: null,
      selections: [{ match_id: 9, market_id: 1, specifier: '', outcome_id: '1', market_name: '1x2', outcome_name: 'A', odds: 1.9, active: false, is_suspended: true, market_status: -1, match }],
    }] } });
    const [bet] = toSharedBets(wire.data);
    expect(bet).toMatchObject({ type: 'single', stake: null, system: null });
    expect(bet?.selections[0]).toEqual({
      matchId: 9, matchUrnId: 'sr:match:9', matchSlug: 'a-vs-b-9', matchType: 'match', matchStatus: 1, startTime: '2025-03-01T12:00:00.000Z',
      provider: 'betradar', sportKey: 'football', sportName: 'Football', categoryName: 'England', tournamentName: 'Premier League',
      nameA: 'A', nameB: 'B', logoA: null, logoB: 'b.png', marketId: 1, marketName: '1x2', specifier: '', outcomeId: '1', outcomeName: 'A',
      odds: 1.9, active: false, isSuspended: true,
    });
  });
});
