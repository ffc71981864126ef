import { describe, expect, it } from 'vitest';
import { matchPath, matchSegment, parseMatchSegment, sportPath, sportSegment } from './paths';

describe('sport paths', () => {
  it.each([
    ['football', 'football'],
    ['ice_hockey', 'ice-hockey'],
    ['Table_Tennis', 'table-tennis'],
  ])('%s → %s', (key, segment) => {
    expect(sportSegment(key)).toBe(segment);
    expect(sportPath(key)).toBe(`/${segment}`);
  });
});

describe('match segments', () => {
  it('appends the id to a slug that lacks it', () => {
    expect(matchSegment({ matchId: 42, slug: 'arsenal-chelsea' })).toBe('arsenal-chelsea-42');
  });
  it('keeps a slug that already ends in the id', () => {
    expect(matchSegment({ matchId: 42, slug: 'arsenal-chelsea-42' })).toBe('arsenal-chelsea-42');
  });
  it('uses the id alone when the slug is empty', () => {
    expect(matchSegment({ matchId: 7, slug: '' })).toBe('7');
  });
  it('builds the full path under the sport', () => {
    expect(matchPath({ matchId: 5, slug: 'a-b', sport: { key: 'ice_hockey' } })).toBe('/ice-hockey/a-b-5');
  });
  it.each([
    ['arsenal-chelsea-42', 42],
    ['42', 42],
    ['team-2024-cup-9', 9],
    ['premier-league', null],
    ['x-0', null],
    ['', null],
  ])('parses %s → %s', (segment, id) => {
    expect(parseMatchSegment(segment)).toBe(id);
  });
});
