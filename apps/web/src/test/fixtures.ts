import { toMatch, type Market, type Match, type MarketDto, type OutrightDto, type PlainMatchDto } from '@sportsbook/contracts/models';

/** A valid market as the API sends it; override what a test cares about. */
export function marketDto(overrides: Partial<MarketDto> = {}): MarketDto {
  return {
    match_urn_id: 'sr:match:1',
    id: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: [
      { id: '1', name: 'Home', active: true, odds: 2.5 },
      { id: '2', name: 'Draw', active: true, odds: 3.2 },
      { id: '3', name: 'Away', active: true, odds: 2.9 },
    ],
    market_groups: ['main'],
    priority: 100,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    ...overrides,
  };
}

/** A valid match as the API sends it; override what a test cares about. */
export function matchDto(overrides: Partial<PlainMatchDto> = {}): PlainMatchDto {
  return {
    id: 1,
    urn_id: 'sr:match:1',
    slug: 'arsenal-chelsea',
    type: 'match',
    name: 'Arsenal vs Chelsea',
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
    competitors: {
      home: { id: 'sr:competitor:1', name: 'Arsenal', logo: null },
      away: { id: 'sr:competitor:2', name: 'Chelsea', logo: null },
    },
    parent: null,
    stadium: null,
    city: null,
    status: 0,
    stage: null,
    start_time: '2030-05-01T18:00:00Z',
    end_date: null,
    statistics: null,
    available_markets: 40,
    main_market: marketDto(),
    secondary_market: null,
    top_markets: [],
    has_video: false,
    bets_count: 0,
    provider: 'betradar',
    is_provider_stats_available: false,
    ...overrides,
  };
}

export function aMatch(overrides: Partial<PlainMatchDto> = {}): Match {
  return toMatch(matchDto(overrides));
}

/** A valid outright (type season) as the API sends it: its parent tournament and competitors list. */
export function outrightDto(overrides: Partial<OutrightDto> = {}): OutrightDto {
  const { competitors: _sides, parent: _none, type: _match, ...fields } = matchDto({
    id: 7,
    urn_id: 'sr:season:7',
    slug: 'premier-league-winner',
    name: 'Premier League - Winner',
    end_date: '2031-05-25T18:00:00Z',
  });
  return {
    ...fields,
    type: 'season',
    parent: { id: 10, urn_id: 'sr:tournament:10', slug: 'england-premier-league', name: 'Premier League' },
    competitors: [
      { id: 'sr:competitor:1', name: 'Arsenal', logo: null },
      { id: 'sr:competitor:2', name: 'Chelsea', logo: null },
    ],
    ...overrides,
  };
}

export function anOutright(overrides: Partial<OutrightDto> = {}): Match {
  return toMatch(outrightDto(overrides));
}

export function aMarket(overrides: Partial<Market> = {}): Market {
  return {
    matchUrnId: 'sr:match:1',
    marketId: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: [
      { outcomeId: '1', name: 'Home', active: true, odds: 2.5 },
      { outcomeId: '2', name: 'Away', active: true, odds: 1.5 },
    ],
    marketGroups: ['main'],
    priority: 100,
    mostBalanced: true,
    nextBetStop: null,
    customBetGroups: [],
    ...overrides,
  };
}
