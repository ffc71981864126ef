import { describe, expect, it } from 'vitest';
import { aMatch, marketDto } from '@/test/fixtures';
import { groupByTournament, sharedOutcomeNames } from './group-by-tournament';

describe('groupByTournament', () => {
  it('groups by league in first-seen order', () => {
    const other = { ...aMatch().tournament, id: 11, name: 'La Liga' };
    const a = aMatch({ id: 1 });
    const b = { ...aMatch({ id: 2 }), tournament: other };
    const c = aMatch({ id: 3 });
    const groups = groupByTournament([a, b, c]);
    expect(groups.map((group) => group.tournament.id)).toEqual([10, 11]);
    expect(groups[0]?.matches.map((match) => match.matchId)).toEqual([1, 3]);
  });
  it('returns nothing for nothing', () => {
    expect(groupByTournament([])).toEqual([]);
  });
});

describe('sharedOutcomeNames', () => {
  const twoWay = marketDto({
    outcomes: [
      { id: '1', name: '1', active: true, odds: 1.8 },
      { id: '2', name: '2', active: true, odds: 2.0 },
    ],
  });
  it('names the odds columns when every row shows the same outcomes', () => {
    expect(sharedOutcomeNames([aMatch({ id: 1 }), aMatch({ id: 2 }), aMatch({ id: 3, main_market: null })])).toEqual(['Home', 'Draw', 'Away']);
  });
  it('gives up when rows differ, or when there is nothing to name', () => {
    expect(sharedOutcomeNames([aMatch({ id: 1 }), aMatch({ id: 2, main_market: twoWay })])).toBeNull();
    expect(sharedOutcomeNames([aMatch({ main_market: null })])).toBeNull();
    expect(sharedOutcomeNames([])).toBeNull();
  });
  it('leaves out markets of more than three outcomes (their buttons show prices only)', () => {
    const four = marketDto({ outcomes: ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id, active: true, odds: 4 })) });
    expect(sharedOutcomeNames([aMatch({ main_market: four })])).toBeNull();
  });
});
