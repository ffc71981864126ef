import { describe, expect, it } from 'vitest';
import { isUnauthorizedError, isWrongOddsError, placementErrorCode, placementErrorKey, toTicketError } from '../src';

// spec core §8 "Bet placement codes".
describe('placement error mapping', () => {
  it.each([
    [101, 'error.place_bets.invalid_odds'],
    ['INVALID_ODDS', 'error.place_bets.invalid_odds'],
    [120, 'error.place_bets.invalid_odds_custom_bet'],
    ['INVALID_ODDS_CUSTOM_BET', 'error.place_bets.invalid_odds_custom_bet'],
    [114, 'error.platform.pve_player_bet_forbidden'],
    ['PVE_PLAYER_BET_FORBIDDEN', 'error.platform.pve_player_bet_forbidden'],
    [118, 'error.place_bets.municipality_not_found'],
    ['118', 'error.place_bets.municipality_not_found'],
    [999, 'error.place_bets.default'],
    ['SOMETHING_ELSE', 'error.place_bets.default'],
    [null, 'error.place_bets.default'],
    [undefined, 'error.place_bets.default'],
  ])('code %j → %s', (code, key) => {
    expect(placementErrorKey(code)).toBe(key);
  });

  it('prefers a server-provided message key', () => {
    expect(placementErrorKey(101, 'error.risk_validation.odds_to_low')).toBe('error.risk_validation.odds_to_low');
  });

  it('normalises codes', () => {
    expect(placementErrorCode('INVALID_ODDS')).toBe(101);
    expect(placementErrorCode('nope')).toBeNull();
  });

  // spec core §8 "Wrong-odds flag is set for …".
  it.each([
    [null, 'error.risk_validation.odds_different_than_bookmaker', true],
    [null, 'error.risk_validation.odds_higher_than_bookmakers', true],
    [null, 'error.risk_validation.odds_to_low', true],
    [null, 'error.risk_validation.odds_higher_than_bookmakers_current_odds', true],
    ['INVALID_ODDS', null, true],
    [101, undefined, true],
    [120, null, false],
    [null, 'error.place_bets.default', false],
  ])('code %j with key %j → wrong odds %s', (code, key, wrong) => {
    expect(isWrongOddsError(code, key)).toBe(wrong);
  });

  it('tells unauthorised errors apart', () => {
    expect(isUnauthorizedError(401, null)).toBe(true);
    expect(isUnauthorizedError(400, 'UNAUTHORIZED')).toBe(true);
    expect(isUnauthorizedError(400, 101)).toBe(false);
  });

  it('builds the ticket error with per-bet messages mapped to selection ids', () => {
    const bets = [{ selections: [{ id: 's1' }, { id: 's2' }] }, { selections: [{ id: 's3' }] }];
    expect(toTicketError({ code: 101, betMessages: ['odds moved', null], details: ['d'], payload: { a: 1 } }, bets)).toEqual({
      message: 'error.place_bets.invalid_odds',
      details: ['d'],
      messagesByBet: { s1: 'odds moved', s2: 'odds moved' },
      payload: { a: 1 },
      isWrongOddsError: true,
      code: 101,
    });
  });

  it('shows a localized message and defaults the rest', () => {
    expect(toTicketError({ code: 500, localizedMessage: 'Try later', betMessages: [null, 'x'] }, [])).toEqual({
      message: 'Try later',
      details: [],
      messagesByBet: {},
      payload: null,
      isWrongOddsError: false,
      code: 500,
    });
  });
});
