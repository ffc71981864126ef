import { describe, expect, it } from 'vitest';
import { homeAndAway, matchSchema, toMatch, type OutrightDto, type PlainMatchDto } from '../src';

const plain: PlainMatchDto = {
  id: 1,
  urn_id: 'sr:match:1',
  slug: 'arsenal-vs-chelsea',
  type: 'match',
  name: 'Arsenal vs Chelsea',
  parent: null,
  tournament: {
    id: 10,
    urn_id: 'sr:tournament:10',
    slug: 'england-premier-league',
    name: 'Premier League',
    priority: 100,
    priorities: {},
    category: { id: 5, slug: 'england', name: 'England', priority: 10, country_code: 'GB' },
  },
  sport: { id: 1, urn_id: 'sr:sport:1', key: 'football', name: 'Football', priority: 100, type: 'regular', provider: 'betradar' },
  competitors: { home: { id: 'sr:competitor:1', name: 'Arsenal', logo: null }, away: { id: 'sr:competitor:2', name: 'Chelsea', logo: null } },
  stadium: null,
  city: null,
  status: 0,
  stage: null,
  start_time: '2030-05-01T18:00:00Z',
  end_date: null,
  statistics: null,
  available_markets: 0,
  main_market: null,
  secondary_market: null,
  top_markets: [],
  has_video: false,
  bets_count: 0,
  provider: 'betradar',
  is_provider_stats_available: false,
};

const outright: OutrightDto = {
  ...plain,
  id: 7,
  urn_id: 'sr:season:7',
  slug: 'premier-league-winner',
  type: 'season',
  name: 'Premier League - Winner',
  parent: { id: 10, urn_id: 'sr:tournament:10', slug: 'england-premier-league', name: 'Premier League' },
  competitors: [{ id: 'sr:competitor:1', name: 'Arsenal', logo: null }, { id: 'sr:competitor:2', name: 'Chelsea', logo: null }],
  end_date: '2031-05-25T18:00:00Z',
};

describe('match schema and mapper', () => {
  it('tells a match from an outright by type', () => {
    expect(matchSchema.parse(plain)).toEqual(plain);
    expect(matchSchema.parse(outright)).toEqual(outright);
    // A match's competitors are home and away, an outright's a list; each needs its own parent.
    expect(matchSchema.safeParse({ ...plain, competitors: outright.competitors }).success).toBe(false);
    expect(matchSchema.safeParse({ ...outright, competitors: plain.competitors }).success).toBe(false);
    expect(matchSchema.safeParse({ ...outright, parent: null }).success).toBe(false);
    expect(matchSchema.safeParse({ ...plain, parent: outright.parent }).success).toBe(false);
  });

  it('maps an outright with its parent and competitors list (spec core §3)', () => {
    const model = toMatch(outright);
    expect(model).toMatchObject({
      matchId: 7,
      type: 'season',
      name: 'Premier League - Winner',
      parent: { id: 10, urnId: 'sr:tournament:10', slug: 'england-premier-league', name: 'Premier League' },
      competitors: outright.competitors,
      startTime: '2030-05-01T18:00:00Z',
      endDate: '2031-05-25T18:00:00Z',
      status: 0,
    });
    expect(model).not.toHaveProperty('outrightCompetitors');
    expect(homeAndAway(model)).toBeNull();
  });

  it('maps a match with home and away and no parent', () => {
    const model = toMatch(plain);
    expect(model).toMatchObject({ type: 'match', parent: null, competitors: plain.competitors });
    expect(homeAndAway(model)).toEqual(plain.competitors);
  });
});
