import type { BetDto } from '@sportsbook/contracts/models';

/** A wire bet with sensible defaults (open combo of two selections). */
export function betDto(overrides: Partial<BetDto> = {}): BetDto {
  return {
    id: 'b1',
    type: 'combo',
    ref: 'R1',
    status: 'waiting_results',
    stake: { value: 1000, currency: 'EUR', subunits: 100 },
    win_amount: null,
    odds: 3.5,
    selections: [
      {
        id: 's1',
        status: 'open',
        odds: 1.75,
        specifier: '',
        market: { id: 1, name: '1x2' },
        outcome: { id: '1', name: 'Home' },
        match: { id: 10, slug: 'a-b', sport_key: 'soccer', home: 'A', away: 'B', tournament_name: 'League', start_time: '2026-11-21T18:00:00.000Z', type: 'match', provider: 'betradar' },
      },
      {
        id: 's2',
        status: 'open',
        odds: 2,
        specifier: 'total=2.5',
        market: { id: 18, name: 'Total' },
        outcome: { id: '12', name: 'Over 2.5' },
        match: { id: 11, slug: 'c-d', sport_key: 'soccer', home: 'C', away: 'D', tournament_name: 'League', start_time: '2026-11-21T19:00:00.000Z', type: 'match', provider: 'betradar' },
      },
    ],
    created_at: '2026-11-21T16:00:00.000Z',
    result: 'no_results',
    to_cashout: 800,
    bonus: null,
    system: null,
    used_in_jackpot: false,
    is_vip: false,
    potential_win_amount: 3500,
    ...overrides,
  };
}
