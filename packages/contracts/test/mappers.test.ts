import { describe, expect, it } from 'vitest';
import {
  buildPagination,
  marketKey,
  toCounters,
  toMarket,
  toPagination,
  toSystemSettings,
  searchQuerySchema,
  CHANNELS,
  type MarketDto,
  type SystemSettingsDto,
} from '../src';

const market: MarketDto = {
  match_urn_id: 'sr:match:1',
  id: 18,
  name: 'Total',
  status: -1,
  specifier: 'total=2.5',
  outcomes: [{ id: '12', name: 'Over 2.5', active: true, odds: 1.85 }],
  market_groups: ['main', 'goals'],
  priority: 3,
  most_balanced: true,
  next_bet_stop: null,
  custom_bet_groups: [],
};

describe('mappers', () => {
  it('maps a market to the client model with camelCase names', () => {
    expect(toMarket(market)).toEqual({
      matchUrnId: 'sr:match:1',
      marketId: 18,
      name: 'Total',
      status: -1,
      specifier: 'total=2.5',
      outcomes: [{ outcomeId: '12', name: 'Over 2.5', active: true, odds: 1.85 }],
      marketGroups: ['main', 'goals'],
      priority: 3,
      mostBalanced: true,
      nextBetStop: null,
      customBetGroups: [],
    });
  });

  it('keys a market by type and specifier', () => {
    expect(marketKey(toMarket(market))).toBe('18|total=2.5');
    expect(marketKey({ marketId: 1, specifier: '' })).toBe('1');
  });

  it('sums season, simple tournament and stage counts into outrights (spec core §3)', () => {
    const counts = { match_count: 4, season_count: 1, simple_tournament_count: 2, stage_count: 3 };
    const counters = toCounters({ live: counts, sports: { '1': counts }, categories: {}, tournaments: {} });
    expect(counters.live).toEqual({ matchCount: 4, outrightCount: 6 });
    expect(counters.sports['1']).toEqual({ matchCount: 4, outrightCount: 6 });
  });

  it('computes the last page, never below 1', () => {
    expect(buildPagination(0, 1, 20)).toEqual({ total: 0, page: 1, limit: 20, last_page: 1 });
    expect(toPagination(buildPagination(41, 2, 20))).toEqual({ total: 41, page: 2, limit: 20, lastPage: 3 });
  });

  it('maps the odds acceptance mode of the server settings', () => {
    const base = { auto_accept_odds_change: 'higher' } as Partial<SystemSettingsDto>;
    const settings = {
      custom_bet_allow_single: false,
      custom_bet_enabled: true,
      stakes: [100, 500, 1000, 0],
      odds_types: { available: ['decimal', 'american'], selected: 'decimal' },
      updated_at: '2026-01-01T00:00:00Z',
      video_settings: { enabled: false },
      provider_statuses: [{ provider: 'betradar', active: true }],
      sport_type_providers: { regular: ['betradar'] },
      multi_bet_settings: { available_by_provider: { betradar: true } },
      additional_providers: {
        horse_racing: { enabled: false },
        lotto: { enabled: false },
        premium_cricket: { enabled: true },
        virtual_gaming_arena: { enabled: false },
      },
      allow_multiple_active_user_freebets: false,
      bet_limits_settings: {
        max_stake_limit: { fiat: [], crypto: [] },
        payout_limit: { fiat: [], crypto: [], action: 'reject' },
        odds_limit: { value: 1000, action: 'accept' },
        selection_limit: { value: 20 },
      },
      default_currency_code: 'EUR',
      locales: [{ code: 'en', name_in_locale: 'English' }],
      ...base,
    } as SystemSettingsDto;
    const mapped = toSystemSettings(settings);
    expect(mapped.oddsAcceptMode).toBe('HIGHER');
    expect(mapped.isPremiumCricketEnabled).toBe(true);
    expect(toSystemSettings({ ...settings, auto_accept_odds_change: 'none' }).oddsAcceptMode).toBe('NONE');
    expect(toSystemSettings({ ...settings, auto_accept_odds_change: 'any' }).oddsAcceptMode).toBe('ANY');
  });
});

describe('search and channels', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
  ])('search query %j valid: %s', (q, valid) => {
    expect(searchQuerySchema.safeParse({ q }).success).toBe(valid);
  });

  it('publishes the br language on the pt channel (ARCHITECTURE §6)', () => {
    expect(CHANNELS.public('br')).toBe('sportsbook:public:pt');
    expect(CHANNELS.public('en')).toBe('sportsbook:public:en');
    expect(CHANNELS.user('en', '42')).toBe('$sportsbook:user:en:42');
  });
});
