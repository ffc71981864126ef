import { describe, expect, it } from 'vitest';
import {
  MATCH_STATUS,
  comboBoostOdds,
  comboBoostProblem,
  freebetProblem,
  matchesEventCondition,
  meetsEventConditions,
  playerProblem,
  suitsFreebetMatchStatus,
  type BonusBet,
  type BonusPlayer,
  type ComboBoostTerms,
  type FreebetTerms,
  type SelectionEvent,
} from '../src';

const event: SelectionEvent = { sportType: 'regular', sportId: 1, categoryId: 10, tournamentId: 100, eventId: 1000 };
const leg = (odds: number, matchStatus: (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS] = MATCH_STATUS.prematch, at: Partial<SelectionEvent> = {}) => ({ odds, matchStatus, event: { ...event, ...at } });
const player: BonusPlayer = { country: 'DE', verified: true };

// spec promotions §3 "Event condition"; every field given must match, one condition suffices.
describe('event conditions', () => {
  it.each([
    [{}, true],
    [{ sportType: 'regular' as const }, true],
    [{ sportType: 'cyber' as const }, false],
    [{ sportId: 1 }, true],
    [{ sportId: 2 }, false],
    [{ categoryId: 10 }, true],
    [{ categoryId: 11 }, false],
    [{ tournamentId: 100 }, true],
    [{ tournamentId: 101 }, false],
    [{ eventId: 1000 }, true],
    [{ eventId: 1001 }, false],
    [{ sportId: 1, tournamentId: 101 }, false],
  ])('%j matches the selection: %s', (condition, expected) => {
    expect(matchesEventCondition(condition, event)).toBe(expected);
  });

  it('no condition is every event; otherwise every selection matches one', () => {
    expect(meetsEventConditions([], [event])).toBe(true);
    expect(meetsEventConditions([{ tournamentId: 100 }, { tournamentId: 200 }], [event, { ...event, tournamentId: 200 }])).toBe(true);
    expect(meetsEventConditions([{ tournamentId: 100 }], [event, { ...event, tournamentId: 200 }])).toBe(false);
  });
});

// spec promotions §5: verified users only; restricted by country codes.
describe('player conditions', () => {
  it.each([
    [{ countryCodes: [], onlyVerified: false }, { country: null, verified: false }, null],
    [{ countryCodes: ['DE', 'AT'], onlyVerified: false }, { country: 'de', verified: false }, null],
    [{ countryCodes: ['DE'], onlyVerified: false }, { country: 'FR', verified: true }, 'country'],
    [{ countryCodes: ['DE'], onlyVerified: false }, { country: null, verified: true }, 'country'],
    [{ countryCodes: [], onlyVerified: true }, { country: 'DE', verified: false }, 'verified'],
    [{ countryCodes: [], onlyVerified: true }, { country: 'DE', verified: true }, null],
  ])('%j for %j → %s', (terms, who, expected) => {
    expect(playerProblem(terms, who)).toBe(expected);
  });
});

const freebetTerms: FreebetTerms = {
  countryCodes: [],
  onlyVerified: false,
  minOdds: 1500,
  maxOdds: 10_000,
  matchStatus: 'both',
  selectionCountFrom: 1,
  selectionCountTo: 3,
  eventConditions: [],
};
const single = (odds: number, status: (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS] = MATCH_STATUS.prematch): BonusBet => ({ betType: 'single', stake: 500, currency: 'EUR', totalOdds: odds, selections: [leg(odds, status)] });

// spec promotions §3 free bet terms; core §4 "Setting a freebet bonus sets the stake to the freebet stake".
describe('free-bet eligibility', () => {
  const issued = { currency: 'EUR', amount: 500 };
  it.each([
    ['fits', freebetTerms, single(2000), player, null],
    ['player conditions first', { ...freebetTerms, countryCodes: ['FR'] }, single(2000), player, 'country'],
    ['a system bet', freebetTerms, { ...single(2000), betType: 'system' as const }, player, 'bet_type'],
    ['a bet builder', freebetTerms, { ...single(2000), betType: 'custom_bet' as const }, player, 'bet_type'],
    ['too few selections', { ...freebetTerms, selectionCountFrom: 2 }, single(2000), player, 'selection_count'],
    ['too many selections', freebetTerms, { betType: 'combo' as const, stake: 500, currency: 'EUR', totalOdds: 8000, selections: [leg(2000), leg(2000), leg(1000), leg(2000)] }, player, 'selection_count'],
    ['no upper count', { ...freebetTerms, selectionCountTo: null, maxOdds: null }, { betType: 'combo' as const, stake: 500, currency: 'EUR', totalOdds: 16_000, selections: [leg(2000), leg(2000), leg(2000), leg(2000)] }, player, null],
    ['odds below min_odds', freebetTerms, single(1400), player, 'odds'],
    ['odds at min_odds', freebetTerms, single(1500), player, null],
    ['odds above max_odds', freebetTerms, single(10_001), player, 'odds'],
    ['no odds bounds', { ...freebetTerms, minOdds: null, maxOdds: null }, single(1010), player, null],
    ['live only, prematch', { ...freebetTerms, matchStatus: 'live' as const }, single(2000), player, 'match_status'],
    ['live only, live', { ...freebetTerms, matchStatus: 'live' as const }, single(2000, MATCH_STATUS.live), player, null],
    ['prematch only, live', { ...freebetTerms, matchStatus: 'prematch' as const }, single(2000, MATCH_STATUS.live), player, 'match_status'],
    ['event outside the conditions', { ...freebetTerms, eventConditions: [{ sportId: 2 }] }, single(2000), player, 'event'],
    ['another currency', freebetTerms, { ...single(2000), currency: 'USD' }, player, 'currency'],
    ['a stake other than the amount', freebetTerms, { ...single(2000), stake: 400 }, player, 'stake'],
  ] as const)('%s → %s', (_, terms, candidate, who, expected) => {
    expect(freebetProblem(terms, issued, candidate, who)).toBe(expected);
  });

  it.each([
    ['prematch', MATCH_STATUS.prematch, true],
    ['prematch', MATCH_STATUS.live, false],
    ['live', MATCH_STATUS.stopped, true],
    ['live', MATCH_STATUS.prematch, false],
    ['both', MATCH_STATUS.live, true],
    ['both', MATCH_STATUS.finished, false],
  ] as const)('match_status %s suits status %s: %s', (matchStatus, status, expected) => {
    expect(suitsFreebetMatchStatus(matchStatus, status)).toBe(expected);
  });
});

const boostTerms: ComboBoostTerms = {
  countryCodes: [],
  onlyVerified: true,
  minOdds: 1200,
  eventConditions: [],
  ranges: [
    { minCount: 3, maxCount: 4, bonusOddsThousandths: 1050 },
    { minCount: 5, maxCount: 8, bonusOddsThousandths: 1100 },
  ],
};
const combo = (...odds: number[]) => ({ betType: 'combo' as const, selections: odds.map((price) => leg(price)) });

// spec promotions §3 combo boost; §4 the marker carries the active range's odds.
describe('combo-boost eligibility', () => {
  it.each([
    ['a 4-fold in the first range', combo(1500, 1500, 1500, 1500), player, 1050, null],
    ['a 5-fold in the second range', combo(1500, 1500, 1500, 1500, 1500), player, 1100, null],
    ['the marker of another range', combo(1500, 1500, 1500, 1500, 1500), player, 1050, 'boost_odds'],
    ['no marker odds', combo(1500, 1500, 1500), player, null, 'boost_odds'],
    ['an unverified player', combo(1500, 1500, 1500), { country: 'DE', verified: false }, 1050, 'verified'],
    ['a single', { betType: 'single' as const, selections: [leg(3000)] }, player, 1050, 'bet_type'],
    ['a leg below min_odds', combo(1500, 1199, 1500), player, 1050, 'selection_odds'],
    ['a double (no range)', combo(1500, 1500), player, 1050, 'selection_count'],
    ['nine legs (no range)', combo(...Array.from({ length: 9 }, () => 1500)), player, 1100, 'selection_count'],
  ] as const)('%s → %s', (_, bet, who, marker, expected) => {
    expect(comboBoostProblem(boostTerms, bet, who, marker)).toBe(expected);
  });

  it('event conditions hold for every leg', () => {
    const terms = { ...boostTerms, eventConditions: [{ categoryId: 10 }] };
    expect(comboBoostProblem(terms, combo(1500, 1500, 1500), player, 1050)).toBeNull();
    const outside = { betType: 'combo' as const, selections: [leg(1500), leg(1500), leg(1500, MATCH_STATUS.prematch, { categoryId: 11 })] };
    expect(comboBoostProblem(terms, outside, player, 1050)).toBe('event');
  });

  it('the active range odds for a count', () => {
    expect(comboBoostOdds(boostTerms, 4)).toBe(1050);
    expect(comboBoostOdds(boostTerms, 6)).toBe(1100);
    expect(comboBoostOdds(boostTerms, 2)).toBeNull();
  });
});
