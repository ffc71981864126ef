import type { SharedBetDto } from '@sportsbook/contracts/models';

/** A shared-bet selection as GET /bets/share-code answers it (tests of the restore). */
export const selection = (outcomeId: string): SharedBetDto['selections'][number] => ({
  match_id: 10,
  market_id: 1,
  specifier: '',
  outcome_id: outcomeId,
  market_name: '1x2',
  outcome_name: outcomeId === '1' ? 'Home' : 'Away',
  odds: 1.8,
  active: true,
  is_suspended: false,
  market_status: 1,
  match: {
    id: 10,
    urn_id: 'sr:match:10',
    slug: 'a-b',
    type: 'match',
    status: 0,
    start_time: '2026-11-21T18:00:00.000Z',
    provider: 'betradar',
    sport_key: 'soccer',
    sport_name: 'Soccer',
    category_name: 'England',
    tournament: { id: 3, slug: 'league', name: 'League' },
    home: { name: 'A', logo: null },
    away: { name: 'B', logo: null },
  },
});
